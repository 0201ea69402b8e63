import { useNavigate } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { signOut } from '../../../session/sign-out';
import { buttonSecondary } from '../../../ui/styles';
import { AuthLayout } from '../../auth/components/auth-layout';
import { AddPasskeyForm } from './passkeys-section';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * All a member sees while a second factor is required of them and they have none (the server answers
 * everything else with 403 `two_factor_required`): enrolment (an authenticator app or a passkey), or signing out.
 */
export function EnrolmentRequiredPage({ onEnrolled }: { onEnrolled: () => void }) {
  const { t } = useDeskI18n();
  const messages = t.account.twoFactor;
  const navigate = useNavigate();
  return (
    <AuthLayout title={messages.requiredTitle} intro={messages.requiredIntro}>
      <TwoFactorEnrolment onEnrolled={onEnrolled} headingLevel={2} />
      {/* A passkey is a second factor too (decision 189): adding one is enrolling. */}
      <section aria-labelledby="enrol-passkey-heading" className="space-y-3">
        <h2 id="enrol-passkey-heading" className="text-xl text-petrol-900">
          {t.account.passkeys.addInstead}
        </h2>
        <p>{t.account.passkeys.intro}</p>
        <AddPasskeyForm onAdded={onEnrolled} />
      </section>
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
