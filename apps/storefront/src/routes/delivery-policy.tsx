import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { DeliveryPolicy } from '@/features/policies/components/policy-content';

/**
 * Static page 'Delivery Policy' (embeds the Returns & Refunds Policy, reachable as
 * /deliverypolicy#returns) with a home breadcrumb. spec: shopping.md §2 static pages, §5, §9
 */
export default function DeliveryPolicyRoute() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageTitle title="Delivery Policy" />
      <Breadcrumb trail={[{ label: 'Delivery Policy' }]} />
      <DeliveryPolicy />
    </>
  );
}
