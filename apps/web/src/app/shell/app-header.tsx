import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { greetingFor, ROLES } from '@club/contract';
import { useUser } from '@/lib/user';
import { BackButton } from './back-button';
import { CartLink } from './cart-link';
import { CheckoutStepper } from './checkout-stepper';
import { PointsLink } from './points-link';
import { headerKindFor } from './route-chrome';

/** spec 01 §2: home greets by the time of day and the user's name; owners also see their points. */
function HomeHeader() {
  const { t } = useTranslation('shell');
  const { data: user } = useUser();
  const greeting = greetingFor(new Date());
  const isOwner = user?.role.slug === ROLES.companyOwner.slug;
  return (
    <>
      <p className="app-header__greeting">
        {user
          ? t(`header.greeting_named.${greeting}`, { name: user.name })
          : t(`header.greeting.${greeting}`)}
      </p>
      {isOwner ? <PointsLink companyUuid={user.company.uuid} /> : null}
    </>
  );
}

function ShopHeader({ backTo }: { backTo: string }) {
  const { data: user } = useUser();
  return (
    <>
      <BackButton fallback={backTo} />
      <div className="app-header__end">
        <PointsLink companyUuid={user?.company.uuid} />
        <CartLink />
      </div>
    </>
  );
}

/** spec 01 §2 Dashboard shell: the header that the current route asks for. */
export function AppHeader({ backTo }: { backTo: string }) {
  const kind = headerKindFor(useLocation().pathname);
  return (
    <header className={`app-header app-header--${kind}`}>
      {kind === 'home' ? <HomeHeader /> : null}
      {kind === 'shop' ? <ShopHeader backTo={backTo} /> : null}
      {kind === 'checkout' ? <CheckoutStepper /> : null}
      {kind === 'back' ? <BackButton fallback={backTo} /> : null}
    </header>
  );
}
