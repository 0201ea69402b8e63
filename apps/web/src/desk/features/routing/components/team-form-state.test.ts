import { teamRequestSchema } from '@sitedesk/shared/routing-api';
import { describe, expect, it } from 'vitest';
import { draftOf, requestOf } from './team-form-state';

const team = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'DACH sales',
  memberIds: [],
  timeZone: 'Europe/Berlin',
  hours: { mon: [['08:00', '17:00']] as [string, string][] },
  holidays: [],
  firstAnswerTarget: 'PT4H',
};

describe('the team form’s next-answer target', () => {
  it('leaves it empty for a team without one and sends none, so the team keeps no next-answer clock', () => {
    const draft = draftOf(team, 'UTC');
    expect(draft.nextTargetHours).toBe('');
    expect(requestOf(draft).nextAnswerTarget).toBeNull();
  });

  it('shows a target in hours and sends what is typed, a decimal comma too', () => {
    const draft = draftOf({ ...team, nextAnswerTarget: 'PT90M' }, 'UTC');
    expect(draft.nextTargetHours).toBe('1.5');
    expect(requestOf({ ...draft, nextTargetHours: '2,5' }).nextAnswerTarget).toBe('PT150M');
  });

  it('lets the shared schema refuse a target that is no number of hours above 0', () => {
    const draft = draftOf(team, 'UTC');
    for (const typed of ['0', 'soon']) {
      const parsed = teamRequestSchema.safeParse(requestOf({ ...draft, nextTargetHours: typed }));
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['nextAnswerTarget']);
    }
  });
});
