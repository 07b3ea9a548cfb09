package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/nqueens-go/nqueens"
)

func solve(args []string, o *options, env *environment) error {
	if len(args) > 1 {
		return usagef("unexpected argument %q after FILE", args[1])
	}
	name, in := "standard input", env.stdin
	if len(args) == 1 && args[0] != "-" {
		f, err := os.Open(args[0])
		if err != nil {
			return err
		}
		defer f.Close()
		name, in = args[0], f
	}
	text, err := io.ReadAll(in)
	if err != nil {
		return fmt.Errorf("reading %s: %v", name, err)
	}
	if strings.TrimSpace(string(text)) == "" {
		return fmt.Errorf("%s holds no puzzle", name)
	}
	p, err := nqueens.ParsePuzzle(string(text))
	if err != nil {
		return fmt.Errorf("%s: %s", name, strings.TrimPrefix(err.Error(), "nqueens: "))
	}
	if o.count {
		fmt.Fprintln(env.out.w, p.Count())
		return nil
	}
	_, err = printAll(env.out, p.All(), o.print, o.limit)
	return err
}
