// Contact Us, Report a Bug and the administrators' inbox: shared by the server and the web client.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5_000;
export const BUG_REPORT_MAX = 2_000;
export const ADMIN_MESSAGES_PAGE_SIZE = 20;

/** POST /api/contact. `website` is the honeypot: people never see it, bots fill it. */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  website?: string;
}

/** POST /api/bug-reports: what went wrong, and on which page. */
export interface BugReportRequest {
  text: string;
  page: string;
}

export const ADMIN_MESSAGE_KINDS = ['contact', 'bug', 'expert'] as const;
export type AdminMessageKind = (typeof ADMIN_MESSAGE_KINDS)[number];

/** One contact message, bug report or message from the Experts page, as the administrators read it. */
export interface AdminMessage {
  /** Its stream's name. */
  id: string;
  kind: AdminMessageKind;
  /** Contact messages: who wrote. Bug reports: the reporter's username if logged in, else null. */
  name: string | null;
  email: string | null;
  message: string;
  /** Messages from the Experts page: where the visitor looks for an expert, if they said. */
  location: string | null;
  /** Bug reports: the page the reporter was on, and their browser. */
  page: string | null;
  userAgent: string | null;
  receivedAt: string;
  read: boolean;
}

/** GET /api/admin/messages?kind=&page=: newest first. */
export interface AdminMessagePage {
  messages: AdminMessage[];
  page: number;
  total: number;
  /** Unread messages of every kind. */
  unread: number;
}

export const ADMIN_MESSAGE_TEXT = {
  // The spec's texts, word for word.
  contactSent: 'Message Sent. Thank you.',
  bugReported: 'Report sent.  Thank you!',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name to ${CONTACT_NAME_MAX} characters or fewer.`,
  messageRequired: 'Please write a message.',
  messageTooLong: `Please keep the message to ${CONTACT_MESSAGE_MAX} characters or fewer.`,
  bugRequired: 'Please describe the problem.',
  bugTooLong: `Please keep the report to ${BUG_REPORT_MAX} characters or fewer.`,
  messageNotFound: 'This message could not be found.',
  kindInvalid: 'Please choose contact, bug or expert as the kind.',
} as const;
