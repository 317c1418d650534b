import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { TermsContent } from '@/features/policies/components/policy-content';

/** Static page 'Terms & Condition' with a home breadcrumb. spec: shopping.md §2 static pages, §5, §9 */
export default function TermsRoute() {
  return (
    <>
      <PageTitle title="Terms & Condition" />
      <Breadcrumb trail={[{ label: 'Terms & Condition' }]} />
      <TermsContent />
    </>
  );
}
