// The Admin Area's badges: the contract shared by the server and the web client.

/** GET /api/admin/summary (administrators): what waits for them in each queue. */
export interface AdminSummary {
  /** Open category suggestions. */
  suggestedCategories: number;
  /** Open violation reports. */
  violationReports: number;
  /** Pending drafts of logged-out visitors. */
  anonymousContent: number;
  /** Unread Contact Us messages and bug reports. */
  unreadMessages: number;
  /** Items held for review (new members' links, pace, blocklist hits). */
  heldItems: number;
}
