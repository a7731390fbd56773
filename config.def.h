/* See LICENSE file for copyright and license details. */
/* gitview configuration: copy to config.h (make does) and rebuild. */

/* fonts, in fallback order; fontconfig finds others for missing glyphs */
static const char *fonts[] = {
	"DejaVu Sans Mono:size=10",
	"monospace:size=10",
};
static const int rowpad = 4;           /* pixels added to the font height */

/* colours: foreground, background */
static const char *colors[SchemeLast][2] = {
	/*               fg         bg       */
	[SchemeNorm]   = { "#1c1c1c", "#ffffff" },
	[SchemeSel]    = { "#000000", "#c6dbf7" },
	[SchemeDim]    = { "#6a6a6a", "#ffffff" },  /* author, date */
	[SchemeStatus] = { "#1c1c1c", "#e8e8e8" },
	[SchemeError]  = { "#b00000", "#e8e8e8" },
};

/* lane colours, one per line of descent; neighbours get different ones */
static const char *lanecolors[] = {
	"#1f6fd0", "#d03030", "#209020", "#9040b0",
	"#d07800", "#008b8b", "#8b6914", "#d0409a",
	"#5050ff", "#6b8e23",
};

static const int graphmaxpct = 40;     /* widest graph column, % of the list */
static const int authorchars = 16;     /* width of the author column */
static const int wheelrows = 3;        /* rows a wheel step scrolls */
static const int winwidth = 1000, winheight = 700;
static const int drawms = 50;          /* repaint at most this often while loading */

/* git, as spawned: the user's arguments are appended untouched */
static const char *const revlistcmd[] = {
	"git", "rev-list", "--parents", "--default", "HEAD", NULL
};
static const char *const catfilecmd[] = { "git", "cat-file", "--batch", NULL };
static const char *const repocmd[] = {
	"git", "rev-parse", "--absolute-git-dir", "--show-object-format",
	"--show-toplevel", NULL
};

/* user arguments that make git's order the order shown, exactly */
static const char *const ownorder[] = {
	"--topo-order", "--date-order", "--author-date-order", "--reverse",
};

#define MODKEY Mod1Mask

static const Key keys[] = {
	/* modifier  key        function  argument */
	{ 0,         XK_j,      move,     {.i = +1} },
	{ 0,         XK_Down,   move,     {.i = +1} },
	{ 0,         XK_k,      move,     {.i = -1} },
	{ 0,         XK_Up,     move,     {.i = -1} },
	{ 0,         XK_Next,   page,     {.i = +1} },
	{ 0,         XK_Prior,  page,     {.i = -1} },
	{ 0,         XK_Home,   jump,     {.i = 0} },
	{ 0,         XK_g,      jump,     {.i = 0} },
	{ 0,         XK_End,    jump,     {.i = 1} },
	{ 0,         XK_G,      jump,     {.i = 1} },
	{ 0,         XK_y,      copy,     {0} },
	{ 0,         XK_q,      quit,     {0} },
};

static const Button buttons[] = {
	/* where     button   function      argument */
	{ ClkList,   Button1, selectpointer, {0} },
	{ ClkList,   Button4, scroll,        {.i = -1} },
	{ ClkList,   Button5, scroll,        {.i = +1} },
};
