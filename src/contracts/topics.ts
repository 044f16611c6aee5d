// The topics contract shared by the server and the web client. Topics are the categories
// chosen with the chips on the posting forms (issue 4 adds topic pages, suggestions and search).

export interface Topic {
  id: number;
  slug: string;
  name: string;
}

/** GET /api/topics: every topic, sorted by name. */
export interface TopicList {
  topics: Topic[];
}

export const TOPIC_MESSAGES = {
  unknownCategory: 'Please choose categories from the list.',
} as const;
