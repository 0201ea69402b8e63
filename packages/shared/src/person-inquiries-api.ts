import { z } from 'zod';
import type { InquiryEntryRef, InquiryStatus } from './desk-api';

/** How many of a person's other inquiries the inquiry page lists at most. */
export const personInquiriesLimit = 20;

/** One of the other inquiries sent from the same e-mail address, as the inquiry page lists it. */
export type PersonInquiry = {
  id: string;
  reference: string;
  createdAt: string;
  status: InquiryStatus;
  /** A topic's key (decision 245). */
  topic: string;
  entry: InquiryEntryRef | null;
};

/**
 * `GET /api/desk/inquiries/:id/same-person`: the newest `personInquiriesLimit` of them, and whether there are
 * more than that.
 */
export type PersonInquiries = { items: PersonInquiry[]; hasMore: boolean };

/** `POST /api/desk/inquiries/:id/merge`: merges the inquiry `sourceId` into the one in the path. */
export const inquiryMergeSchema = z.object({ sourceId: z.uuid({ error: 'invalid' }) }).strict();

export type InquiryMerge = z.infer<typeof inquiryMergeSchema>;

/** Why a merge was refused, as `error.details.reason` of a 409 `merge_refused`. */
export type MergeRefusal = 'same_inquiry' | 'different_person' | 'spam' | 'already_merged';
