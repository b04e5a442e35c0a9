// A way to the computer player that holds each request until the test answers it (as a slow worker would), with the
// requests posted and the times it was ended; `answer` gives the given answerer's reply to a request.
import type { ConnectTo } from '../../src/store/ai/connection'

export function heldConnection<Req, Ans>(answerer: (r: Req) => Ans) {
  const posted: Req[] = []
  let deliver: (a: Ans) => void = () => {}
  let terminated = 0
  const connect: ConnectTo<Req, Ans> = (onAnswer) => {
    deliver = onAnswer
    return { post: (r) => void posted.push(structuredClone(r)), terminate: () => void terminated++ }
  }
  return {
    connect,
    posted,
    answer: (r: Req) => deliver(answerer(r)),
    deliver: (a: Ans) => deliver(a),
    terminated: () => terminated,
  }
}
