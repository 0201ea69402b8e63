import { useNavigate } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { signOut } from '../../../session/sign-out';
import { buttonSecondary } from '../../../ui/styles';
import { AuthLayout } from '../../auth/components/auth-layout';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * All a member sees while a second factor is required of them and they have none (the server answers
 * everything else with 403 `two_factor_required`): enrolment, or signing out.
 */
export function EnrolmentRequiredPage({ onEnrolled }: { onEnrolled: () => void }) {
  const { t } = useDeskI18n();
  const messages = t.account.twoFactor;
  const navigate = useNavigate();
  return (
    <AuthLayout title={messages.requiredTitle} intro={messages.requiredIntro}>
      <TwoFactorEnrolment onEnrolled={onEnrolled} headingLevel={2} />
      <button
        type="button"
        className={buttonSecondary}
        onClick={async () => {
          await signOut().catch(() => undefined);
          navigate('/desk/sign-in', { replace: true });
        }}
      >
        {messages.signOut}
      </button>
    </AuthLayout>
  );
}
