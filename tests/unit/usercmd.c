/* See LICENSE file for copyright and license details.
 *
 * tests/unit/usercmd.c: your own commands' words (usercmd.c's
 * usercmd_expand): each %(NAME) replaced inside a word as well as alone,
 * unknown names and a lone %( kept as written, a name with no value
 * named, words that do not fit refused, no value from the repository
 * starting a word with "-" (a branch by its full ref name, a path as
 * ./-x); the questions (%(prompt:TEXT), %(choose:A/B)) found in turn
 * and replaced by their answers, none starting a word with "-".
 */
#include <sys/types.h>

#include <stdio.h>
#include <string.h>

#include "graph.h"
#include "pipe.h"
#include "parse.h"
#include "hunk.h"
#include "util.h"
#include "core.h"
#include "usercmd.h"
#include "gitview.h"
#include "unit.h"

static const char *const given[VarLast] = {
	[VarCommit] = "1a3e64cf00000000000000000000000000000000",
	[VarParent] = "2b000000000000000000000000000000000000ff",
	[VarFile] = "dir/a b.c", [VarLine] = "42", [VarBranch] = "main",
	[VarRepo] = "/tmp/r",  /* VarMark: none */
};
static const char *const *vals = given;
static const char *const *answers;  /* the questions' answers, NULL-ended */

/* argv expanded and joined with '|', or "-1 NAME" */
static const char *
joined(const char *const argv[], char *buf, size_t bufcap, char *out, size_t cap)
{
	const char *words[ARGVMAX], *missing;
	size_t len = 0;
	int i, n = usercmd_expand(argv, vals, answers, words, LEN(words), buf, bufcap,
	                            &missing);

	if (n < 0) {
		snprintf(out, cap, "-1 %s", missing ? missing : "(none)");
		return out;
	}
	out[0] = '\0';
	for (i = 0; i < n; i++)
		len += snprintf(out + len, cap - len, "%s%s", i ? "|" : "", words[i]);
	if (words[n] != NULL)
		snprintf(out, cap, "not NULL-ended");
	return out;
}

void
unit_usercmd(void)
{
	static const struct { const char *argv[8]; const char *want; } cases[] = {
		{ { "git", "cherry-pick", "%(commit)", NULL },
		  "git|cherry-pick|1a3e64cf00000000000000000000000000000000" },
		{ { "tool", "--range=%(parent)..%(commit)", "%(file):%(line)", NULL },
		  "tool|--range=2b000000000000000000000000000000000000ff..1a3e64cf00000000000000000000000000000000|dir/a b.c:42" },
		{ { "x", "%(branch)@%(repo)", "%(nope)", "100%", "%(", "%(commit", NULL },
		  "x|main@/tmp/r|%(nope)|100%|%(|%(commit" },
		{ { "git", "diff", "%(mark)", "%(commit)", NULL }, "-1 mark" },
		{ { "", NULL }, "" },
	};
	/* a repository's option-shaped branch and path: never an option */
	static const char *const dashed[VarLast] = {
		[VarCommit] = "1a3e64cf00000000000000000000000000000000",
		[VarFile] = "-rf", [VarBranch] = "--output=/tmp/x", [VarRepo] = "/tmp/r",
		[VarOld] = "-o",
	};
	static const struct { const char *argv[8]; const char *want; } dcases[] = {
		{ { "git", "log", "-1", "%(branch)", "--", "%(file)", NULL },
		  "git|log|-1|refs/heads/--output=/tmp/x|--|./-rf" },
		{ { "x", "--b=%(branch)", "%(file)%(branch)", "at:%(file)", "%(old)", NULL },
		  "x|--b=--output=/tmp/x|./-rf--output=/tmp/x|at:-rf|./-o" },
		{ { "x", "%(repo)/%(file)", "%(commit)", NULL },
		  "x|/tmp/r/-rf|1a3e64cf00000000000000000000000000000000" },
	};
	const char *const *saved;
	char buf[256], out[512];
	unsigned int i;

	begin("usercmd: %(NAME) replaced in each word, the others as written");
	for (i = 0; i < LEN(cases); i++)
		expect(!strcmp(joined(cases[i].argv, buf, sizeof(buf), out, sizeof(out)), cases[i].want),
		       "case %u: \"%s\", not \"%s\"", i, out, cases[i].want);
	end();

	begin("usercmd: no word from the repository starts with '-'");
	saved = vals;
	vals = dashed;
	for (i = 0; i < LEN(dcases); i++)
		expect(!strcmp(joined(dcases[i].argv, buf, sizeof(buf), out, sizeof(out)),
		       dcases[i].want),
		       "case %u: \"%s\", not \"%s\"", i, out, dcases[i].want);
	vals = saved;
	end();

	begin("usercmd: words that do not fit are refused, not cut");
	{
		const char *argv[] = { "git", "show", "%(commit)", NULL };

		expect(!strcmp(joined(argv, buf, 48, out, sizeof(out)), "-1 (none)"), "48 bytes: \"%s\"", out);
		expect(!strcmp(joined(argv, buf, 50, out, sizeof(out)),
		       "git|show|1a3e64cf00000000000000000000000000000000"), "50 bytes: \"%s\"", out);
	}
	end();

	begin("usercmd: the questions asked in turn, their answers in their places");
	{
		static const char *const given2[] = { "feature/x", "hard", NULL };
		static const char *const dash[] = { "--foo", "-q", NULL };
		const char *argv[] = { "git", "x", "%(prompt:Name)", "--%(choose:soft/hard!lose)",
		                       "%(commit)", "%(nope)", NULL };
		const char *mid[] = { "git", "x", "--a=%(prompt:N)", "%(prompt:M)", NULL };
		char text[64];

		expect(usercmd_question(argv, 0, text, sizeof(text)) == AskPrompt &&
		       !strcmp(text, "Name"), "question 0: \"%s\"", text);
		expect(usercmd_question(argv, 1, text, sizeof(text)) == AskChoose &&
		       !strcmp(text, "soft/hard!lose"), "question 1: \"%s\"", text);
		expect(usercmd_question(argv, 2, text, sizeof(text)) == AskNone, "a third question");
		expect(!strcmp(joined(argv, buf, sizeof(buf), out, sizeof(out)), "-1 prompt"),
		       "no answers: \"%s\"", out);
		answers = given2;
		expect(!strcmp(joined(argv, buf, sizeof(buf), out, sizeof(out)),
		       "git|x|feature/x|--hard|1a3e64cf00000000000000000000000000000000|%(nope)"),
		       "answered: \"%s\"", out);
		answers = dash;
		expect(!strcmp(joined(argv, buf, sizeof(buf), out, sizeof(out)), "-1 -"),
		       "an answer that would be an option: \"%s\"", out);
		expect(!strcmp(joined(mid, buf, sizeof(buf), out, sizeof(out)), "-1 -"),
		       "the second would be: \"%s\"", out);
		answers = NULL;
	}
	end();
}
