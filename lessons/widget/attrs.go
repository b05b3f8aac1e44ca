package widget

import (
	"fmt"
	"strings"
)

// Attr is one entry of a fence's attribute block: "#id" is {Name: "id",
// Value: id}; "run" is {Name: "run"}; "gpu=h200" is {Name: "gpu", Value:
// "h200", HasValue: true}.
type Attr struct {
	Name, Value string
	HasValue    bool
}

// ParseInfo splits a fence's info string such as
//
//	cuda {#vecadd run gpu=h200 views=launch,metrics}
//
// into its language and its attributes. Text after the language that is
// not a {…} block is an error, so typos do not silently make a static block.
func ParseInfo(info string) (lang string, attrs []Attr, hasBlock bool, err error) {
	info = strings.TrimSpace(info)
	rest := info
	if i := strings.IndexAny(info, " \t{"); i >= 0 {
		lang, rest = info[:i], strings.TrimSpace(info[i:])
	} else {
		return info, nil, false, nil
	}
	if rest == "" {
		return lang, nil, false, nil
	}
	if !strings.HasPrefix(rest, "{") || !strings.HasSuffix(rest, "}") {
		return lang, nil, false, fmt.Errorf("attributes after %q must be one {…} block, got %q", lang, rest)
	}
	attrs, err = parseAttrs(rest[1 : len(rest)-1])
	return lang, attrs, true, err
}

func parseAttrs(s string) ([]Attr, error) {
	var out []Attr
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return out, nil
		}
		if s[0] == '#' {
			end := strings.IndexAny(s, " \t")
			if end < 0 {
				end = len(s)
			}
			out = append(out, Attr{Name: "id", Value: s[1:end], HasValue: true})
			s = s[end:]
			continue
		}
		end := 0
		for end < len(s) && s[end] != '=' && s[end] != ' ' && s[end] != '\t' {
			end++
		}
		a := Attr{Name: s[:end]}
		if a.Name == "" {
			return nil, fmt.Errorf("attribute name expected at %q", s)
		}
		s = s[end:]
		if strings.HasPrefix(s, "=") {
			a.HasValue = true
			s = s[1:]
			if strings.HasPrefix(s, `"`) {
				close := strings.IndexByte(s[1:], '"')
				if close < 0 {
					return nil, fmt.Errorf("attribute %s: unterminated quoted value", a.Name)
				}
				a.Value, s = s[1:close+1], s[close+2:]
			} else {
				end := strings.IndexAny(s, " \t")
				if end < 0 {
					end = len(s)
				}
				a.Value, s = s[:end], s[end:]
			}
		}
		out = append(out, a)
	}
}
