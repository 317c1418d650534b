import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { AboutContent } from '@/features/policies/components/policy-content';

/** Static page 'About Us' with a home breadcrumb. spec: shopping.md §2 static pages, §5, §9 */
export default function AboutRoute() {
  return (
    <>
      <PageTitle title="About Us" />
      <Breadcrumb trail={[{ label: 'About Us' }]} />
      <AboutContent />
    </>
  );
}
