import type { IconName } from '../components/ui/Icon';

/** A feature announced before it exists (a fake door). */
export interface FakeDoorFeature {
  id: 'environments' | 'sso';
  /** Where the entry is shown: the settings menu, or the users settings page. */
  uiLocation: 'settings' | 'settings/users';
  name: string;
  icon: IconName;
  infoText: string;
  actionBoxTitle: string;
  actionBoxDescription: string;
  featureFormUrl: string;
}

/** The fake doors: environments and sso. */
export const FAKE_DOORS: FakeDoorFeature[] = [
  {
    id: 'environments',
    uiLocation: 'settings',
    name: 'Environments',
    icon: 'box',
    infoText:
      'Environments let you keep development, staging and production copies of your workflows and move changes between them.',
    actionBoxTitle: 'Environments are coming to Weft',
    actionBoxDescription:
      'Tell us how you would promote workflows between environments, and we will build it with you.',
    featureFormUrl: 'https://github.com/weft-automation/weft/discussions',
  },
  {
    id: 'sso',
    uiLocation: 'settings/users',
    name: 'Single sign-on',
    icon: 'lock',
    infoText: 'Sign in through your identity provider. LDAP and SAML already work in Weft; more providers are planned.',
    actionBoxTitle: 'More single sign-on providers',
    actionBoxDescription: 'Which identity provider do you use? Let us know which one to support next.',
    featureFormUrl: 'https://github.com/weft-automation/weft/discussions',
  },
];
