/** A comment the operator has not approved yet (MeEdu 4.9.30 moderation): only its author sees its text. */
export function PendingTag() {
  return <span className="comment-thread__pending">审核中</span>;
}
