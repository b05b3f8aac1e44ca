package lessons

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// yamlReader walks a decoded YAML node tree with a strict schema, turning
// every deviation into a positioned problem. lineOffset is added to the
// YAML's own line numbers to give lines of the enclosing file.
type yamlReader struct {
	lineOffset int
	report     func(line int, msg string)
}

func (r *yamlReader) line(n *yaml.Node) int { return n.Line + r.lineOffset }

func (r *yamlReader) errorf(n *yaml.Node, format string, args ...any) {
	r.report(r.line(n), fmt.Sprintf(format, args...))
}

// parse decodes YAML text into its document's root node. A syntax error
// is reported at the line yaml.v3 names and gives ok=false; an empty
// document gives nil and ok=true.
func (r *yamlReader) parse(src []byte) (root *yaml.Node, ok bool) {
	var doc yaml.Node
	if err := yaml.Unmarshal(src, &doc); err != nil {
		r.report(r.lineOffset+yamlErrorLine(err), yamlErrorText(err))
		return nil, false
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, true
	}
	return doc.Content[0], true
}

// yamlErrorText is a yaml.v3 message without its "yaml: line N:" prefix,
// since the problem carries the line of the enclosing file.
func yamlErrorText(err error) string {
	return "YAML: " + yamlLinePrefix.ReplaceAllString(err.Error(), "")
}

var yamlLinePrefix = regexp.MustCompile(`^yaml: (line \d+: )?`)

// yamlErrorLine pulls "line N" out of a yaml.v3 error message.
func yamlErrorLine(err error) int {
	msg := err.Error()
	if i := strings.Index(msg, "line "); i >= 0 {
		rest := msg[i+5:]
		end := strings.IndexFunc(rest, func(r rune) bool { return r < '0' || r > '9' })
		if end < 0 {
			end = len(rest)
		}
		if n, err := strconv.Atoi(rest[:end]); err == nil {
			return n
		}
	}
	return 1
}

// mapping checks that n is a mapping whose keys are all in known and
// returns key → value, in a map that callers only index (never range).
func (r *yamlReader) mapping(n *yaml.Node, what string, known ...string) map[string]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		r.errorf(n, "%s must be a mapping of keys to values", what)
		return nil
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch {
		case !slices.Contains(known, k.Value):
			r.errorf(k, "unknown key %q in %s (known: %s)", k.Value, what, strings.Join(known, ", "))
		case out[k.Value] != nil:
			r.errorf(k, "key %q appears twice in %s", k.Value, what)
		default:
			out[k.Value] = v
		}
	}
	return out
}

func (r *yamlReader) str(n *yaml.Node, key string) (string, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		r.errorf(n, "%s must be a single value", key)
		return "", false
	}
	return n.Value, true
}

func (r *yamlReader) strList(n *yaml.Node, key string) []string {
	if n.Kind == yaml.ScalarNode && n.Tag != "!!null" {
		return []string{n.Value} // "authors: Ada" is one author
	}
	if n.Kind != yaml.SequenceNode {
		r.errorf(n, "%s must be a list", key)
		return nil
	}
	var out []string
	for _, c := range n.Content {
		if s, ok := r.str(c, key+" entry"); ok {
			out = append(out, s)
		}
	}
	return out
}

func (r *yamlReader) number(n *yaml.Node, key string) (float64, bool) {
	s, ok := r.str(n, key)
	if !ok {
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, "_", ""), 64)
	if err != nil {
		r.errorf(n, "%s must be a number, got %q", key, s)
		return 0, false
	}
	return v, true
}
