import { BookPlay } from '../runner/BookPlay.tsx';

/** `/exam/wrongbook/play?type=` (screens §15.2). */
export default function WrongBookPlayPage() {
  return <BookPlay from="wrongbook" />;
}
