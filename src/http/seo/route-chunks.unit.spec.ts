import { type BuildManifest, screenPreloadTags } from './route-chunks';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_vendor.js'],
    css: ['assets/index-1.css'],
    assets: ['assets/sans-1.woff2'],
  },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_card.js': { file: 'assets/card-3.js', imports: ['_vendor.js', '_icon.js'], css: ['assets/card-3.css'] },
  '_icon.js': { file: 'assets/icon-4.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-5.js',
    imports: ['_vendor.js', 'index.html', '_card.js'],
    css: ['assets/home-5.css'],
  },
  'src/app/routes/content-details.tsx': {
    file: 'assets/details-6.js',
    imports: ['index.html', '_card.js'],
    css: ['assets/details-6.css'],
    assets: ['assets/serif-6.woff2', 'assets/picture-6.png'],
  },
};

describe('screenPreloadTags', () => {
  it('preloads the screen’s chunk and everything it imports that the entry does not, with their styles', () => {
    expect(screenPreloadTags(manifest, 'home')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-5.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-3.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/icon-4.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/home-5.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/card-3.css" />',
    ]);
  });

  it('leaves the styles to the screen when asked to (a first paint is on screen meanwhile)', () => {
    expect(screenPreloadTags(manifest, 'home', { styles: false })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-5.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-3.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/icon-4.js" />',
    ]);
  });

  it('adds nothing for a screen the build does not have', () => {
    expect(screenPreloadTags(manifest, 'content-lists')).toEqual([]);
  });
});
