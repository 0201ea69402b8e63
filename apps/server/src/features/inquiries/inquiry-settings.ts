import type { AttachmentKind } from '@sitedesk/shared/attachment-kinds';

/** What the operator configures about inquiries (see `.env.example`). */
export type InquirySettings = {
  /** Inquiries per client per hour; 0 turns the limit off. */
  rateLimitPerHour: number;
  maxAttachments: number;
  maxAttachmentBytes: number;
  maxTotalAttachmentBytes: number;
  allowedAttachmentKinds: readonly AttachmentKind[];
  privacyPolicyVersion: string;
  /** Addresses of proxies whose `X-Forwarded-For` is believed. */
  trustedProxies: readonly string[];
};
