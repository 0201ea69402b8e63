import type { deskEnMessages } from './desk-en';

/** The shape of every language's desk catalog: the English catalog's keys, any string values. */
export type DeskMessages = typeof deskEnMessages;
