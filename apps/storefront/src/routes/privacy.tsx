import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { PrivacyContent } from '@/features/policies/components/policy-content';

/** Static page 'Privacy Policy' with a home breadcrumb. spec: shopping.md §2 static pages, §5, §9 */
export default function PrivacyRoute() {
  return (
    <>
      <PageTitle title="Privacy Policy" />
      <Breadcrumb trail={[{ label: 'Privacy Policy' }]} />
      <PrivacyContent />
    </>
  );
}
