import type { enMessages } from './en';

/** The shape every language's UI catalog must have: the English catalog's keys, any string values. */
export type Messages = typeof enMessages;
