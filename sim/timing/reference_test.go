package timing

// The replay's reference path: the scheduler step as it was before the
// shortcuts of step and stepSM, kept so that TestFastPathsAgree can hold
// every report of the fast path to it.

import "simtlab/hardware"

// simulateReference is Simulate on the reference path.
func simulateReference(p *hardware.Profile, launch Launch, warps []WarpStream) *Report {
	referenceStepSM = (*simulator).stepSMReference
	defer func() { referenceStepSM = nil }()
	return Simulate(p, launch, warps)
}

// stepSMReference is stepSM as it was, stepping with stepReference.
func (s *simulator) stepSMReference(sm *smState, t int64) {
	n := len(sm.scheds)
	sm.next, sm.stepped = never, t
	j := s.rotation(t, n) // scheduler (k-t) mod n for k = 0, 1, …
	for range n {
		sc := sm.scheds[j]
		if j++; j == n {
			j = 0
		}
		if sc.next == t {
			s.stepReference(sc, t)
		}
	}
	next := never
	for _, sc := range sm.scheds {
		next = min(next, sc.next)
	}
	if next < sm.next {
		sm.next = next
		s.wheel[next%wheelSize] = append(s.wheel[next%wheelSize], wheelEntry{sm, next})
		s.pending++
	}
}

// stepReference is step as it was before its fast path (docs/performance.md,
// "The timing replay, third pass"): one cycle of one scheduler: every resident warp whose state may
// have changed is classified, and the first eligible one in
// greedy-then-oldest order issues.
func (s *simulator) stepReference(sc *schedState, t int64) {
	if sc.tl != nil {
		sc.tl.add(sc.tlState, sc.tlSince, t)
	}
	sc.next = never
	issued := false
	wake := never
	first := Idle
	var exited *warpState // retired after the loop, which must not see sc.warps change
	// Greedy-then-oldest: the warp that issued last goes first, then the
	// others in the order they arrived. Loose round-robin: start after the
	// warp that issued last.
	g := sc.greedy
	if g != nil && (g.done || g.sc != sc) || s.q.Policy == LooseRoundRobin {
		g = nil
	}
	n, rot := len(sc.warps), 0
	if s.q.Policy == LooseRoundRobin && n > 0 {
		rot = (sc.lastIdx + 1) % n
	}
	for i := -1; i < n; i++ {
		var w *warpState
		if i < 0 {
			if w = g; w == nil {
				continue
			}
			if t < w.recheck {
				wake = min(wake, w.recheck)
				first = w.state
				continue
			}
		} else {
			j := i + rot
			if j >= n {
				j -= n
			}
			if r := sc.due[j]; r > t { // most warps: nothing can have changed
				wake = min(wake, r)
				if first == Idle && !sc.warps[j].done {
					first = sc.warps[j].state
				}
				continue
			}
			if w = sc.warps[j]; w == g || w.done {
				continue
			}
		}
		st, wk := s.check(w, t)
		line := w.insts[w.pc].Line
		if st == Barrier {
			line = w.barrierLine // the __syncthreads it waits at, not the next line
		}
		if st == Selected {
			switch {
			case issued:
				st, wk = NotSelected, t+1
			case t < sc.issueAt:
				st, wk = DispatchStall, sc.issueAt
			default:
				issued = true
				sc.greedy, sc.lastIdx = w, w.slot
				s.setState(w, Selected, t, line)
				s.setRecheck(w, t+int64(s.q.IssueInterval)) // Fermi: selected for both cycles of the issue
				s.issue(w, t)
				if s.q.DualIssue && !w.done {
					if st2, _ := s.check(w, t); st2 == Selected {
						s.issue(w, t)
					}
				}
				sc.issueAt = t + int64(s.q.IssueInterval)
				if w.done {
					exited = w
				}
				wake = min(wake, sc.issueAt)
				if first == Idle {
					first = Selected
				}
				continue
			}
		}
		if st != w.state || line != w.stateLine {
			s.setState(w, st, t, line)
		}
		s.setRecheck(w, wk)
		wake = min(wake, wk)
		if first == Idle {
			first = st
		}
	}
	if issued {
		first = Selected
		sc.issued++
	}
	if exited != nil {
		s.exit(exited, t+1)
	}
	sc.tlState, sc.tlSince = first, t
	if wake <= t {
		wake = t + 1
	}
	sc.next = min(sc.next, wake)
}
