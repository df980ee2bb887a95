/**
 * The states that have already served a callback, so that a state serves one: the signed
 * cookie alone would let whoever holds it come back with a second code for a second token
 * while it lasts. Each state is kept until its cookie expires; from then on the cookie check
 * refuses it by itself. This is the memory of one running instance, not shared with the
 * others a Cloudflare Worker may run (what that means: login/README.md, One login, one token).
 */

/**
 * A hundred logins a minute for ten minutes, far above what any site's editors start, in well
 * under a megabyte. Its only purpose is a bound: a flood that fills it makes new logins wait
 * (they are refused until states expire), and never lets a used state serve again.
 */
const CAPACITY = 1_000
/** Expired states are swept out at most this often (a sweep reads every state kept), and whenever the memory is full. */
const SWEEP_EVERY_MS = 60_000

/** The first callback with the state, one after it, or one the memory has no room to remember. */
type Claim = 'first' | 'used' | 'full'

class UsedStates {
  readonly capacity = CAPACITY
  /** state → when the cookie that carried it expires (ms). */
  private readonly expiries = new Map<string, number>()
  private nextSweep = 0

  /** How many states are kept: the tests check the bound with it. */
  get size(): number {
    return this.expiries.size
  }

  /**
   * Marks `state` used, and says whether it was already. Synchronous, so that of two callbacks
   * with one state, however close, only one is 'first'. When the memory is full of states
   * still valid, the answer is 'full' and the callback must be refused: forgetting a used
   * state to make room would let it serve again, and a flood of logins would do just that.
   */
  claim(state: string, expiry: number): Claim {
    if (this.expiries.has(state)) return 'used'
    const now = Date.now()
    if (now >= this.nextSweep || this.expiries.size >= this.capacity) this.sweep(now)
    if (this.expiries.size >= this.capacity) return 'full'
    this.expiries.set(state, expiry)
    return 'first'
  }

  /** Forgets the states whose cookies have expired, and those alone. */
  private sweep(now: number) {
    for (const [state, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(state)
    this.nextSweep = now + SWEEP_EVERY_MS
  }
}

/** The one memory of this instance, shared by every request it serves. */
export const usedStates = new UsedStates()
