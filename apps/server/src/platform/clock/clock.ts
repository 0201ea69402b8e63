/** What time it is for the service: scheduled publishing, jobs, closing dates (decision 145). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
