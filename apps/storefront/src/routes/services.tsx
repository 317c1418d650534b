import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { ServicesContent } from '@/features/policies/components/policy-content';

/** Static page 'Our Services' with a home breadcrumb. spec: shopping.md §2 static pages, §5, §9 */
export default function ServicesRoute() {
  return (
    <>
      <PageTitle title="Our Services" />
      <Breadcrumb trail={[{ label: 'Our Services' }]} />
      <ServicesContent />
    </>
  );
}
