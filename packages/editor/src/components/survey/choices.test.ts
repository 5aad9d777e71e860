import { describe, expect, it } from 'vitest';
import { shouldShowSurvey, type User } from '../../stores/users/state';
import { skippedAnswers, SURVEY_VERSION } from './choices';

describe('a skipped personalization survey (issue 15 item 10)', () => {
  it('saves the version and the time, so the survey does not open at the next sign-in', () => {
    const answers = skippedAnswers(new Date('2026-01-02T03:04:05Z'));
    expect(answers).toEqual({
      version: SURVEY_VERSION,
      personalization_survey_submitted_at: '2026-01-02T03:04:05.000Z',
    });
    const user = { id: '1', email: 'a@b.c', isPendingUser: false } as unknown as User;
    expect(shouldShowSurvey(user, true)).toBe(true);
    expect(shouldShowSurvey({ ...user, personalizationAnswers: answers } as User, true)).toBe(false);
  });
});
