import { BookPlay } from '../runner/BookPlay.tsx';

/** `/exam/collection/play?type=` (screens §15.4). */
export default function CollectionPlayPage() {
  return <BookPlay from="collection" />;
}
