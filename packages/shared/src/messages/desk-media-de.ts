import type { deskMediaEnMessages } from './desk-media-en';

/** The desk's media strings in German, typed against the English catalog. */
export const deskMediaDeMessages: { [Key in keyof typeof deskMediaEnMessages]: string } = {
  title: 'Media',
};
