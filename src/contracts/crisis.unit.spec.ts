import { crisisTopicsIn } from './crisis';

describe('crisisTopicsIn', () => {
  it.each([
    'Some days I think about suicide.',
    'I have had suicidal thoughts since he left',
    "I don't want to live anymore, I want to die",
    'Sometimes I feel I would be better off dead.',
    'I started cutting myself again',
    'thinking of ending my life',
    'I keep self-harming when the kids are away',
    'Is it normal to think about KILLING MYSELF?',
  ])('hears self-harm in %p', (text) => {
    expect(crisisTopicsIn(text)).toEqual(['self-harm']);
  });

  it.each([
    'My husband hit me last night',
    'She was abusive for years',
    'How do I get a restraining order?',
    'He threatened to kill me if I leave',
    'I am afraid for my safety',
    'Domestic violence and custody',
    'my ex is stalking me',
    'He choked me during an argument',
  ])('hears violence in %p', (text) => {
    expect(crisisTopicsIn(text)).toEqual(['violence']);
  });

  it('names both topics once each, self-harm first, across several texts', () => {
    expect(crisisTopicsIn('He beat me again.', null, 'I want to die', 'violent')).toEqual(['self-harm', 'violence']);
  });

  it('reads across line breaks and curly apostrophes', () => {
    expect(crisisTopicsIn('I think about\nkilling\n myself')).toEqual(['self-harm']);
  });

  it.each([
    'How do we split the house after the divorce?',
    'Tips for co-parenting during the holidays',
    'The kids died laughing at the movie',
    'We had a cutting board fight, lol',
    'Nonviolent communication helped us',
    'He hitched a ride to the mediation',
    'A book about the rapeseed harvest',
    '',
  ])('stays quiet for %p', (text) => {
    expect(crisisTopicsIn(text)).toEqual([]);
  });
});
