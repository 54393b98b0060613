import { officialContact } from '@console/contracts';
import { ResourceList } from '../../../engine';

/** 联系方式: each campus. */
export function ContactList() {
  return <ResourceList resource={officialContact} columns={{ address: { width: 280 } }} />;
}
