import { z } from 'zod';
import { EXPERT_SEARCH_MESSAGES } from '../../contracts/expert-search';
import { pageOf } from './content.responses';
import { historyItem, sessionUser } from './members.responses';

// The answers about experts, as the OpenAPI document describes them.

export const expertCard = z.object({
  uid: z.number().int(),
  slug: z.string(),
  username: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  img: z.string().nullable().describe('A path under /uploads, or null.'),
  city: z.string().nullable(),
  state: z.string().nullable().describe('Two-letter code.'),
  followers: z.number().int(),
});

export const expertCards = pageOf(expertCard);

export const expertPage = expertCard.extend({
  stateName: z.string().nullable(),
  startYear: z.number().int().nullable(),
  years: z.string().nullable().describe('"N+" years of experience.'),
  postCount: z.number().int().describe('Answers, articles, books and videos.'),
  email: z.string(),
  memberSince: z.string(),
  following: z.boolean().nullable().describe('Null when logged out.'),
  activity: z.array(historyItem),
  activated: z.boolean().describe('The profile is public; until then only its owner and the administrators get it.'),
});

export const expertSearchResult = z.object({
  zip: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  stateName: z.string(),
  heading: z.string(),
  inZip: z.array(expertCard).describe("The zip's experts (all of them, on every page); empty for a state search."),
  elsewhere: expertCards.describe("The state's other experts."),
  message: z.string().nullable(),
});

export const expertSignupReply = z.object({ user: sessionUser.nullable() });

export const ownExpertProfileReply = z.object({
  profile: z.object({
    slug: z.string().nullable().describe('Null until first saved.'),
    title: z.string(),
    bio: z.string(),
    zip: z.string(),
    startYear: z.number().int().nullable(),
    categories: z.array(z.number().int()),
    img: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
});

export const profileImageReply = z.object({
  img: z.string().describe('The stored image, under /uploads.'),
  message: z.string(),
});

export const followReply = z.object({ followers: z.number().int(), following: z.boolean() });

export const expertMessageSent = z.object({ message: z.literal(EXPERT_SEARCH_MESSAGES.messageSent) });
