import { BookLanding } from '../components/BookLanding.tsx';

/** `/exam/wrongbook` (screens §15.1). */
export default function WrongBookPage() {
  return <BookLanding from="wrongbook" />;
}
