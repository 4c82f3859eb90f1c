/** What a face verification provider answers about an attempt it holds. */
export type FaceVerdict =
  | { status: 'pending' }
  | { status: 'failed'; detail: string }
  | { status: 'passed'; realName: string; idNumber: string };

export interface FaceStarted {
  url: string;
  bizToken: string;
  requestId: string;
}

/** A real-person check (Tencent Cloud FaceID H5, or the demo sandbox). */
export interface FaceProvider {
  readonly name: 'sandbox' | 'tencent';
  /** The rule (Tencent's RuleId) the attempts run under. */
  readonly ruleId: string;
  /** Opens an attempt; the member goes to `url` and comes back to `redirectUrl`. Throws when the provider refuses. */
  start(a: { redirectUrl: string; base: string }): Promise<FaceStarted>;
  /**
   * The provider's verdict, asked from the server side (what the member's browser says does not count). The
   * sandbox has none: its page hands the verdict in directly.
   */
  verdict?(bizToken: string): Promise<FaceVerdict>;
}
