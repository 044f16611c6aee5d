import type { PostKind } from '@contracts/content';

interface PostingTexts {
  /** The form's heading and document title. */
  heading: string;
  /** The spec's success toast. */
  submitted: string;
  /** The spec's error when the reply carries no numeric id; the id follows it. */
  redirectFailed: string;
  /** The login/signup prompt shown to a logged-out visitor whose draft was kept. */
  promptTitle: string;
  promptBody: string;
}

/** The spec's texts for each kind of post, word for word (sections 2 and 8). */
export const POSTING: Record<PostKind, PostingTexts> = {
  qnas: {
    heading: 'Ask a Question',
    submitted: 'Question submitted successfully.',
    redirectFailed: 'Error handling redirect to Question #',
    promptTitle: 'Please signup or login before we post your question.',
    promptBody: 'We have your question ready to post, but please signup or login beforehand.',
  },
  articles: {
    heading: 'Add an Article',
    submitted: 'Article submitted successfully.',
    redirectFailed: 'Error handling redirect to Article #',
    promptTitle: 'Please signup or login before we post your article.',
    promptBody: 'We have your article ready to post, but please signup or login beforehand.',
  },
  books: {
    heading: 'Add a Book',
    submitted: 'Book submitted successfully.',
    redirectFailed: 'Error handling redirect to Book #',
    promptTitle: 'Please signup or login before we post your book.',
    promptBody: 'We have your book ready to post, but please signup or login beforehand.',
  },
  videos: {
    heading: 'Add a Video / Audio',
    submitted: 'Video submitted successfully.',
    redirectFailed: 'Error handling redirect to Video #',
    promptTitle: 'Please signup or login before we post your video.',
    promptBody: 'We have your video ready to post, but please signup or login beforehand.',
  },
};

/** The help toasts beside the book and video link fields (spec section 8). */
export const LINK_HELP = {
  books: { text: 'Help not available at this time' },
  videos: {
    text: 'Paste the URL to your video or audio clip. YouTube links are preferred, and will automatically embed.',
    durationMs: 10_000,
  },
} as const;
