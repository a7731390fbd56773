#!/bin/sh
# tests/unit/config.sh CONFIG: the C file that gives the unit tests the
# values of CONFIG (config.def.h) the core needs (taste.h's
# externs), cut from CONFIG itself so that they cannot drift from it.
# CONFIG as a whole needs X (its keys[] and buttons[]); its top-level
# `const` definitions and its lanecolors[] do not (those only the window
# uses, which panes.h declares, come along unused). make builds
# tests/unit/config.c with it; taste.h is included, so a value whose
# type changes is a compile error, and one CONFIG no longer defines is a
# link error. Fails when CONFIG has no such values.

[ $# -eq 1 ] && [ -r "$1" ] || { echo "usage: $0 CONFIG" >&2; exit 2; }
awk -v cfg="$1" '
	BEGIN {
		print "/* generated from " cfg " by tests/unit/config.sh: edit " cfg " */"
		print "#include <regex.h>"
		print "#include <stddef.h>"
		print "#include <sys/types.h>"
		print "#include \"util.h\""
		print "#include \"graph.h\""
		print "#include \"pipe.h\""
		print "#include \"parse.h\""
		print "#include \"hunk.h\""
		print "#include \"core.h\""
		print "#include \"taste.h\""
		print "#include \"usercmd.h\""
	}
	/^const / { on = 1; nconst++ }
	/^static const char \*lanecolors\[\] *=/ { on = 1; nlane++ }
	on { print; if (/;/) on = 0 }
	END {
		if (!nconst || nlane != 1) {
			printf "tests/unit/config.sh: %s: %d top-level const lines, %d lanecolors[]: not the config the core needs\n", \
				cfg, nconst, nlane > "/dev/stderr"
			exit 1
		}
		print "const unsigned int nlanecolors = LEN(lanecolors);"
	}' "$1"
