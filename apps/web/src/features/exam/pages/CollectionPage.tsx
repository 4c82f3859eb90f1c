import { BookLanding } from '../components/BookLanding.tsx';

/** `/exam/collection` (screens §15.3). */
export default function CollectionPage() {
  return <BookLanding from="collection" />;
}
