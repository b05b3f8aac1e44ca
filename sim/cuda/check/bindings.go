package check

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// bindingMember resolves the member `#i/n` of a structured binding
// (parser/bindings.go) to the name of s's i-th member, reporting a binding
// whose n names do not match s's members.
func (c *checker) bindingMember(e *ast.Member, s *types.Struct) bool {
	var i, n int
	get := !strings.Contains(e.Name, "/") // std::get<i>(x), parser/tuple.go
	if get {
		if _, err := fmt.Sscanf(e.Name, "#%d", &i); err != nil {
			c.errorf(e.P, "unexpected member %s", e.Name)
			return false
		}
	} else if _, err := fmt.Sscanf(e.Name, "#%d/%d", &i, &n); err != nil {
		c.errorf(e.P, "unexpected member %s", e.Name)
		return false
	}
	var names []string
	switch {
	case s.Union:
		if i == 0 {
			c.errorf(e.P, "a structured binding cannot take a union apart")
		}
		return false
	case len(s.Members) > 0:
		for _, m := range s.Members {
			if m.Field != nil {
				names = append(names, m.Field.Name)
			} else if m.Bit != nil && m.Bit.Name != "" {
				names = append(names, m.Bit.Name)
			}
		}
	default:
		for _, f := range s.Fields {
			if !types.HiddenField(f) {
				names = append(names, f.Name)
			}
		}
	}
	if get {
		switch {
		case tupleFamily(s) == "" && strings.HasPrefix(s.Name, "array<"):
			c.errorf(e.P, "std::get of a std::array is not in the lab's library: index it, a[%d]", i)
			return false
		case i < 0 || i >= len(names):
			c.errorf(e.P, "get<%d> of %s, which has %d members", i, describeType(s), len(names))
			return false
		}
		e.Name = names[i]
		return true
	}
	if n != len(names) {
		if i == 0 {
			c.errorf(e.P, "the structured binding has %d names, but %s has %d members", n, describeType(s), len(names))
		}
		return false
	}
	e.Name = names[i]
	return true
}
