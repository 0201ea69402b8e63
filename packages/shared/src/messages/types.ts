import type enSite from './en/site.json';

/** The shape every language's site catalog must have: the English catalog's keys, any string values. */
export type Messages = typeof enSite;
