package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSynopses checks that the package doc and the README list the
// commands as their declarations give them, in the same order.
func TestSynopses(t *testing.T) {
	var want []string
	for _, c := range commands {
		want = append(want, "nqueens "+c.synopsis())
	}
	source, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	var doc []string
	for _, line := range strings.Split(string(source), "\n") {
		if text, ok := strings.CutPrefix(line, "//\tnqueens "); ok && !strings.HasPrefix(text, " ") {
			doc = append(doc, "nqueens "+text)
		}
	}
	if diff := cmp.Diff(want, doc); diff != "" {
		t.Errorf("the package doc's usage (-declared +documented):\n%s", diff)
	}
	block := readmeBlock(t, "nqueens list N")
	if diff := cmp.Diff(want, strings.Split(strings.TrimSpace(block), "\n")); diff != "" {
		t.Errorf("the README's synopsis (-declared +README):\n%s", diff)
	}
}

// TestExitRule checks that the package doc and the README state the rule
// of exit statuses as the usage does.
func TestExitRule(t *testing.T) {
	want := strings.Join(strings.Fields(exitRule), " ")
	source, _ := os.ReadFile("main.go")
	doc := strings.ReplaceAll(string(source), "\n//", "\n")
	readme, _ := os.ReadFile("../../README.md")
	for name, text := range map[string]string{"the package doc": doc, "the README": string(readme)} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("%s does not state the exit rule:\n%s", name, exitRule)
		}
	}
}

// TestREADMETranscript runs the README's command lines, each after "$ ",
// with bash and the command on its PATH, and checks that they print what
// the README shows, standard error included, and end with the exit status
// it gives ("exit status N" when it is not 0).
func TestREADMETranscript(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	t.Parallel()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	ran := 0
	for i, block := range strings.Split(string(readme), "```") {
		if i%2 == 0 || !strings.HasPrefix(strings.TrimLeft(block, "\n"), "$ ") {
			continue
		}
		lines := strings.Split(strings.Trim(block, "\n"), "\n")
		for j := 0; j < len(lines); {
			command := strings.TrimPrefix(lines[j], "$ ")
			j++
			var want []string
			for ; j < len(lines) && !strings.HasPrefix(lines[j], "$ "); j++ {
				want = append(want, lines[j])
			}
			wantStatus := "0"
			if k := len(want) - 1; k >= 0 && strings.HasPrefix(want[k], "exit status ") {
				wantStatus, want = strings.TrimPrefix(want[k], "exit status "), want[:k]
			}
			cmd := exec.Command("bash", "-c", command+" 2>&1")
			cmd.Dir = t.TempDir()
			cmd.Env = append(os.Environ(), "PATH="+commandDir(t)+string(os.PathListSeparator)+os.Getenv("PATH"))
			out, err := cmd.Output()
			status := "0"
			if exitErr, ok := err.(*exec.ExitError); ok {
				status = strings.TrimPrefix(exitErr.String(), "exit status ")
			} else if err != nil {
				t.Fatalf("%s: %v", command, err)
			}
			got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
			if len(out) == 0 {
				got = nil
			}
			if diff := cmp.Diff(want, got); diff != "" || status != wantStatus {
				t.Errorf("$ %s\nexit status %s, want %s; output (-README +got):\n%s", command, status, wantStatus, diff)
			}
			ran++
		}
	}
	if ran < 10 {
		t.Errorf("ran %d of the README's command lines, want the transcript of the command section", ran)
	}
}

// TestJSONExamples checks that the lines of JSON that the README and the
// help of count show are what count prints: shard lines whose checksums
// hold, and a count line of the same fields.
func TestJSONExamples(t *testing.T) {
	readme, _ := os.ReadFile("../../README.md")
	for name, text := range map[string]string{"README.md": string(readme), "count -h": countCommand.doc} {
		lines := regexp.MustCompile(`(?m)^\s*(\{"n":.*\})$`).FindAllStringSubmatch(text, -1)
		if len(lines) == 0 {
			t.Errorf("%s shows no line of JSON", name)
		}
		for _, line := range lines {
			if strings.Contains(line[1], `"shard"`) {
				if _, err := parseShardResult([]byte(line[1])); err != nil {
					t.Errorf("%s shows %s: %v", name, line[1], err)
				}
				continue
			}
			dec := json.NewDecoder(strings.NewReader(line[1]))
			dec.DisallowUnknownFields()
			if err := dec.Decode(new(countResult)); err != nil {
				t.Errorf("%s shows %s: %v", name, line[1], err)
			}
		}
	}
}
