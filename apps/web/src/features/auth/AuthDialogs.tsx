// Replaced by the accounts feature: renders whichever account dialog the dialogs store has open.
export default function AuthDialogs() {
  return null;
}
