package main

import (
	"fmt"
	"runtime/debug"
)

var versionCommand = &command{
	name:    "version",
	summary: "print the version of nqueens",
	doc: `Print the version of the nqueens module that the command was built from:
a release such as v1.2.0, or (devel) when it was built from a checkout.
'nqueens -version' does the same.
`,
	setup: noFlags(printVersion),
}

func printVersion(args []string, env *environment) error {
	if len(args) > 0 {
		return usagef("unexpected argument %q", args[0])
	}
	fmt.Fprintf(env.out.w, "nqueens %s\n", moduleVersion())
	return nil
}

// moduleVersion returns the version of the nqueens module that the command
// was built from.
func moduleVersion() string {
	const path = "github.com/nqueens-go/nqueens"
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	if info.Main.Path == path && info.Main.Version != "" {
		return info.Main.Version
	}
	for _, dep := range info.Deps {
		if dep.Path == path {
			return dep.Version
		}
	}
	return "(devel)"
}
