import { useState } from 'react';
import { submitSurvey } from '../../api/auth';
import { useUiStore } from '../../stores/ui/store';
import { useUsersStore } from '../../stores/users/store';
import { Button } from '../ui/Button';
import { Field, Select, TextInput } from '../ui/Field';
import { Modal } from '../ui/Modal';
import {
  AUTOMATION_GOALS,
  BENEFICIARIES,
  cleanAnswers,
  skippedAnswers,
  CODING_SKILL_MAX,
  CODING_SKILL_MIN,
  COMPANY_SIZES,
  COMPANY_TYPES,
  REPORTED_SOURCES,
  ROLES,
  WORK_AREAS,
  type PersonalizationAnswers,
  type SurveyChoice,
} from './choices';
import { suggestedNodes } from './suggested-nodes';
import '../../styles/accounts.css';

type Key =
  'companySize' | 'companyType' | 'workArea' | 'automationGoal' | 'automationBeneficiary' | 'reportedSource' | 'role';
type OtherKey = 'companyTypeOther' | 'automationGoalOther' | 'reportedSourceOther' | 'roleOther';

/** Where the survey keeps its suggestions for the node creator (Suggested Nodes). */
export const SUGGESTED_NODES_KEY = 'weft.suggestedNodes';

/**
 * The personalizationSurvey modal, shown once after sign-in to a user without answers. It
 * posts the answers (POST /me/survey; a failure is swallowed) and keeps the suggested
 * nodes for the node creator.
 */
export function PersonalizationSurveyModal() {
  const closeModal = useUiStore((s) => s.closeModal);
  const setAnswers = useUsersStore((s) => s.setPersonalizationAnswers);
  const [answers, setForm] = useState<PersonalizationAnswers>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof PersonalizationAnswers, value: string | number | undefined) =>
    setForm((a) => ({ ...a, [key]: value }));

  const select = (key: Key, label: string, choices: SurveyChoice[], other?: OtherKey) => (
    <div className="survey-question">
      <Field label={label}>
        {(p) => (
          <Select
            {...p}
            name={key}
            value={answers[key] ?? ''}
            onChange={(e) => set(key, e.target.value || undefined)}
            data-testid={`survey-${key}`}
          >
            <option value="">Select…</option>
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {other && answers[key] === 'other' && (
        <TextInput
          name={other}
          maxLength={500}
          placeholder="Please specify"
          aria-label={`${label} (other)`}
          value={answers[other] ?? ''}
          onChange={(e) => set(other, e.target.value)}
          data-testid={`survey-${other}`}
        />
      )}
    </div>
  );

  const finish = async (skip: boolean) => {
    const cleaned = cleanAnswers(answers);
    setBusy(true);
    if (skip) {
      // n8n saves a skipped survey too, so it does not open again at the next sign-in.
      const skipped = skippedAnswers();
      try {
        await submitSurvey(skipped as Record<string, unknown>);
        setAnswers(skipped as Record<string, unknown>);
      } catch {
        // Submitting survey data fails silently.
      }
    } else {
      try {
        await submitSurvey(cleaned as Record<string, unknown>);
      } catch {
        // Submitting survey data fails silently.
      }
      setAnswers(cleaned as Record<string, unknown>);
      try {
        globalThis.localStorage?.setItem(SUGGESTED_NODES_KEY, JSON.stringify(suggestedNodes(cleaned)));
      } catch {
        /* storage unavailable: no suggestions this time */
      }
    }
    setBusy(false);
    closeModal('personalizationSurvey');
    setForm({});
  };

  const skill = answers.codingSkill;
  return (
    <Modal
      name="personalizationSurvey"
      size="lg"
      title="Customize Weft to you"
      description="A few questions so Weft can suggest the right nodes. Every answer is optional."
      onClose={() => {
        setForm({});
        void finish(true);
      }}
      footer={
        <>
          <Button variant="ghost" onClick={() => void finish(true)} disabled={busy} data-testid="survey-skip">
            Skip
          </Button>
          <Button variant="primary" loading={busy} onClick={() => void finish(false)} data-testid="survey-submit">
            Get started
          </Button>
        </>
      }
    >
      <div className="survey-grid" data-testid="personalization-survey">
        {select('role', 'Which role best describes you?', ROLES, 'roleOther')}
        {select('workArea', 'Which area do you work in?', WORK_AREAS)}
        {select('companyType', 'What kind of company do you work for?', COMPANY_TYPES, 'companyTypeOther')}
        {select('companySize', 'How big is your company?', COMPANY_SIZES)}
        {select('automationGoal', 'What do you want to automate first?', AUTOMATION_GOALS, 'automationGoalOther')}
        {select('automationBeneficiary', 'Who will your automations help most?', BENEFICIARIES)}
        <div className="field">
          <span className="field__label" id="survey-skill-label">
            How comfortable are you writing code?
          </span>
          <div
            className="skill-scale"
            role="radiogroup"
            aria-labelledby="survey-skill-label"
            data-testid="survey-codingSkill"
          >
            {Array.from({ length: CODING_SKILL_MAX - CODING_SKILL_MIN + 1 }, (_, i) => CODING_SKILL_MIN + i).map(
              (n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={skill === n}
                  className="skill-scale__item"
                  onClick={() => set('codingSkill', skill === n ? undefined : n)}
                >
                  {n}
                </button>
              ),
            )}
          </div>
          <div className="skill-scale__legend">
            <span>Not at all</span>
            <span>Expert</span>
          </div>
        </div>
        {select('reportedSource', 'How did you hear about Weft?', REPORTED_SOURCES, 'reportedSourceOther')}
      </div>
    </Modal>
  );
}
