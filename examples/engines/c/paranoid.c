/*
 * paranoid.c: a CCP engine in plain C (docs/protocol.md), and the protocol's second tutorial.
 *
 * It speaks CCP 1.1 (and 1 to a host that offers 1) and plays Chinese Checkers on star73 under
 * the six rule sets (three move restrictions, two win rules) with a Paranoid alpha-beta search
 * to a fixed depth: the player to move maximises its own score, every opponent minimises it. The
 * score is the sum over the opponents of their distance to their goal tips minus three times its
 * own. The board is an array with one entry per cell; moves are generated with a plain flood fill
 * over jump landings. It counts nodes as cctree does (every node it works at, the root included)
 * and honours depth, node and time budgets (iterative deepening when nodes or movetime is given).
 * It reads its input with read(2) into its own buffer, so that it can poll for a line while it
 * searches: stop ends the search, isready is answered at once.
 *
 * Build and check:
 *
 *     cc -O2 -o paranoid examples/engines/c/paranoid.c
 *     go run ./tools/cctree engine-check ./paranoid
 */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define N 3         /* star73 is star(3) */
#define MAXCELLS 73
#define MAXP 6
#define MAXMOVES 512
#define EMPTY (-1)
#define INF 1000000000L

static const int DIRS[6][3] = {{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}};

/* Geometry, filled by init_board. */
static int ncells, cx[MAXCELLS], cy[MAXCELLS], cz[MAXCELLS];
static int nb[MAXCELLS][6];     /* neighbour in each direction, -1 off the board */
static int corner[MAXCELLS];    /* corner 0-5 of each cell, -1 in the central hexagon */
static int tipcell[6];          /* the tip of each corner */

/* The game: seats, goals, rules, cells, player to move, winner. */
static int players, seat[MAXP], goal[MAXP], rules; /* rules: 0 free, 1 nostop, 2 goallock */
static int allhome;                                /* the win rule: 0 spoil, 1 allhome */
static int cell[MAXCELLS], to_move, winner;

typedef struct { int f, t; } Move; /* f == -1: pass */

static int imax(int a, int b) { return a > b ? a : b; }
static int iabs(int a) { return a < 0 ? -a : a; }
static int dist(int a, int b) { return imax(iabs(cx[a] - cx[b]), imax(iabs(cy[a] - cy[b]), iabs(cz[a] - cz[b]))); }

static int find(int x, int y, int z) {
    for (int i = 0; i < ncells; i++)
        if (cx[i] == x && cy[i] == y && cz[i] == z) return i;
    return -1;
}

static void init_board(void) {
    ncells = 0;
    for (int z = -2 * N; z <= 2 * N; z++)      /* rows top to bottom */
        for (int x = -2 * N; x <= 2 * N; x++) { /* cells left to right */
            int y = -x - z;
            int mx = imax(x, imax(y, z)), mn = -imax(-x, imax(-y, -z));
            if (mx <= N || mn >= -N) { cx[ncells] = x; cy[ncells] = y; cz[ncells] = z; ncells++; }
        }
    for (int i = 0; i < ncells; i++) {
        for (int d = 0; d < 6; d++) nb[i][d] = find(cx[i] + DIRS[d][0], cy[i] + DIRS[d][1], cz[i] + DIRS[d][2]);
        int x = cx[i], y = cy[i], z = cz[i];
        corner[i] = z < -N ? 0 : x > N ? 1 : y < -N ? 2 : z > N ? 3 : x < -N ? 4 : y > N ? 5 : -1;
    }
    for (int k = 0; k < 6; k++) {
        tipcell[k] = -1;
        for (int i = 0; i < ncells; i++) /* the cell of the corner farthest from the centre */
            if (corner[i] == k && (tipcell[k] < 0 || imax(iabs(cx[i]), imax(iabs(cy[i]), iabs(cz[i]))) >
                                                          imax(iabs(cx[tipcell[k]]), imax(iabs(cy[tipcell[k]]), iabs(cz[tipcell[k]])))))
                tipcell[k] = i;
    }
}

/* has_won: p's goal corner is full and holds at least one of p's pieces (spoil), or all of
   p's pieces are in it (allhome). */
static int has_won(int p) {
    int own = 0;
    for (int i = 0; i < ncells; i++) {
        if (allhome && cell[i] == p && corner[i] != goal[p]) return 0;
        if (corner[i] == goal[p]) {
            if (cell[i] == EMPTY) return 0;
            if (cell[i] == p) own = 1;
        }
    }
    return own;
}

static int allowed(int p, int f, int t) {
    if (rules == 1 && corner[t] >= 0 && corner[t] != seat[p] && corner[t] != goal[p]) return 0;
    if (rules == 2 && corner[f] == goal[p] && corner[t] != goal[p]) return 0;
    return 1;
}

/* gen lists the moves of the player to move, sorted by (f, t); a pass if there is none; none
   at all if the position is terminal. */
static int gen(Move *out) {
    int n = 0, p = to_move;
    if (winner >= 0) return 0;
    for (int f = 0; f < ncells; f++) {
        if (cell[f] != p) continue;
        char dest[MAXCELLS] = {0}, seen[MAXCELLS] = {0};
        int stack[MAXCELLS], sp = 0;
        cell[f] = EMPTY; /* the piece is lifted while it jumps */
        for (int d = 0; d < 6; d++)
            if (nb[f][d] >= 0 && cell[nb[f][d]] == EMPTY) dest[nb[f][d]] = 1;
        seen[f] = 1;
        stack[sp++] = f;
        while (sp > 0) {
            int c = stack[--sp];
            for (int d = 0; d < 6; d++) {
                int over = nb[c][d];
                if (over < 0 || cell[over] == EMPTY) continue;
                int t = nb[over][d];
                if (t >= 0 && cell[t] == EMPTY && !seen[t]) { seen[t] = 1; dest[t] = 1; stack[sp++] = t; }
            }
        }
        cell[f] = p;
        for (int t = 0; t < ncells; t++)
            if (dest[t] && allowed(p, f, t)) { out[n].f = f; out[n].t = t; n++; }
    }
    if (n == 0) { out[0].f = out[0].t = -1; n = 1; }
    return n;
}

static void make(Move m) {
    if (m.f >= 0) {
        cell[m.t] = to_move;
        cell[m.f] = EMPTY;
        for (int q = 0; q < players; q++)
            if (corner[m.t] == goal[q] && has_won(q)) winner = q;
    }
    to_move = (to_move + 1) % players;
}

static void unmake(Move m, int old_winner) {
    to_move = (to_move + players - 1) % players;
    if (m.f >= 0) { cell[m.f] = to_move; cell[m.t] = EMPTY; }
    winner = old_winner;
}

static unsigned long long perft(int depth) {
    Move ms[MAXMOVES];
    if (depth == 0) return 1;
    int n = gen(ms), w = winner;
    if (depth == 1) return (unsigned long long)n;
    unsigned long long total = 0;
    for (int i = 0; i < n; i++) { make(ms[i]); total += perft(depth - 1); unmake(ms[i], w); }
    return total;
}

/* Search state: node count, budget, deadline, and whether the search was stopped. */
static long long nodes, node_budget;
static double deadline; /* seconds on the monotonic clock, 0 for none */
static int stopped, quitting;

/* Input: lines read with read(2) into inbuf, so that poll(2) tells whether more has come. */
static char inbuf[1 << 17];
static size_t inlen;
static int at_eof;

static int fill(void) {
    if (inlen >= sizeof inbuf - 1) return 0;
    ssize_t n = read(0, inbuf + inlen, sizeof inbuf - 1 - inlen);
    if (n <= 0) { at_eof = 1; return 0; }
    inlen += (size_t)n;
    return 1;
}

/* take moves the first line of inbuf (without its newline) to line; 0 if there is none. */
static int take(char *line, size_t size) {
    char *nl = memchr(inbuf, '\n', inlen);
    if (!nl) return 0;
    size_t k = (size_t)(nl - inbuf);
    size_t c = k < size - 1 ? k : size - 1;
    memcpy(line, inbuf, c);
    line[c] = 0;
    memmove(inbuf, nl + 1, inlen - k - 1);
    inlen -= k + 1;
    return 1;
}

/* read_line blocks for the next line; 0 at the end of the input. */
static int read_line(char *line, size_t size) {
    while (!take(line, size))
        if (at_eof || !fill()) return 0;
    return 1;
}

/* poll_input answers what the host may send during a search: stop, isready, quit. */
static void poll_input(void) {
    struct pollfd pfd = {0, POLLIN, 0};
    char line[256], cmd[32];
    while (!at_eof && poll(&pfd, 1, 0) > 0 && fill()) {
    }
    while (take(line, sizeof line)) {
        if (sscanf(line, "%31s", cmd) != 1) continue;
        if (strcmp(cmd, "stop") == 0) stopped = 1;
        else if (strcmp(cmd, "isready") == 0) { printf("readyok\n"); fflush(stdout); }
        else if (strcmp(cmd, "quit") == 0) stopped = quitting = 1;
    }
    if (at_eof) stopped = quitting = 1;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* enter counts a node, or stops the search when a budget is spent. */
static int enter(void) {
    if ((nodes & 1023) == 0 && !stopped) poll_input();
    if (stopped || (node_budget > 0 && nodes >= node_budget) || (deadline > 0 && (nodes & 255) == 0 && now() > deadline)) {
        stopped = 1;
        return 0;
    }
    nodes++;
    return 1;
}

static long eval(int root) {
    if (winner >= 0) return winner == root ? INF / 2 : -INF / 2;
    long v = 0;
    for (int i = 0; i < ncells; i++)
        if (cell[i] != EMPTY) {
            int d = dist(i, tipcell[goal[cell[i]]]);
            v += cell[i] == root ? -3 * d : d;
        }
    return v;
}

/* paranoid: alpha-beta with the root player maximising and every other player minimising. */
static long paranoid(int depth, int root, long alpha, long beta) {
    Move ms[MAXMOVES];
    if (!enter()) return 0;
    if (depth == 0 || winner >= 0) return eval(root);
    int n = gen(ms), w = winner, max = to_move == root;
    long best = max ? -INF : INF;
    for (int i = 0; i < n; i++) {
        make(ms[i]);
        long v = paranoid(depth - 1, root, alpha, beta);
        unmake(ms[i], w);
        if (stopped) return 0;
        if (max ? v > best : v < best) best = v;
        if (max && best > alpha) alpha = best;
        if (!max && best < beta) beta = best;
        if (alpha >= beta) break;
    }
    return best;
}

/* root searches depth d and returns the best move's index (or -1 if stopped). */
static int root_search(int d, Move *ms, int n, long *score) {
    int root = to_move, w = winner, best = -1;
    long alpha = -INF;
    if (!enter()) return -1;
    for (int i = 0; i < n; i++) {
        make(ms[i]);
        long v = paranoid(d - 1, root, alpha, INF);
        unmake(ms[i], w);
        if (stopped) return -1;
        if (best < 0 || v > alpha) { alpha = v; best = i; }
    }
    *score = alpha;
    return best;
}

static int parse_move(const char *s, Move *m) {
    if (strcmp(s, "pass") == 0) { m->f = m->t = -1; return 1; }
    return sscanf(s, "%d-%d", &m->f, &m->t) == 2;
}

static void move_text(Move m, char *buf) {
    if (m.f < 0) strcpy(buf, "pass");
    else sprintf(buf, "%d-%d", m.f, m.t);
}

static void go(char *args) {
    int depth = 0;
    long long movetime = 0;
    char *tok = strtok(args, " \n");
    node_budget = 0;
    while (tok) {
        char *val = strtok(NULL, " \n");
        if (!val) break;
        if (strcmp(tok, "depth") == 0) depth = atoi(val);
        else if (strcmp(tok, "nodes") == 0) node_budget = atoll(val);
        else if (strcmp(tok, "movetime") == 0) movetime = atoll(val);
        tok = strtok(NULL, " \n");
    }
    double start = now();
    deadline = movetime > 0 ? start + movetime / 1000.0 : 0;
    nodes = 0;
    stopped = 0;
    Move ms[MAXMOVES];
    int n = gen(ms), done = 0;
    Move best = n > 0 ? ms[0] : (Move){-1, -1};
    long score = 0;
    if (n == 0) { /* terminal: nothing to search */
        nodes = 1;
    } else if (node_budget == 0 && movetime == 0) { /* depth alone: one direct search */
        int b = root_search(depth, ms, n, &score);
        if (b >= 0) { best = ms[b]; done = depth; }
    } else { /* a budget: iterative deepening, keeping the last completed depth */
        int maxd = depth > 0 ? depth : 63;
        for (int d = 1; d <= maxd; d++) {
            long s;
            int b = root_search(d, ms, n, &s);
            if (b < 0) break;
            best = ms[b]; score = s; done = d;
        }
    }
    char buf[32];
    move_text(best, buf);
    if (done > 0) printf("info depth %d nodes %lld time %lld score %ld stopped %d\n", done, nodes, (long long)((now() - start) * 1000), score, stopped);
    else printf("info depth 0 nodes %lld stopped %d\n", nodes, stopped);
    printf("bestmove %s\n", buf);
    fflush(stdout);
}

int main(void) {
    static char line[1 << 16];
    init_board();
    while (!quitting && read_line(line, sizeof line)) {
        char cmd[32] = "";
        if (sscanf(line, "%31s", cmd) != 1) continue;
        if (strcmp(cmd, "ccp") == 0) {
            /* The host offers its highest version: answer 1.1 to 1.x, 1 to 1, refuse the rest. */
            char v[16] = "";
            sscanf(line, "ccp %15s", v);
            if (strcmp(v, "1") != 0 && strncmp(v, "1.", 2) != 0) {
                printf("error unsupported version\n");
                return 1;
            }
            printf("id name paranoid.c\nid author cctree examples\nboards star73\n"
                   "rules free nostop goallock free+allhome nostop+allhome goallock+allhome\n"
                   "det depth nodes\nreuse newgame\nready %s\n", strcmp(v, "1") == 0 ? "1" : "1.1");
        } else if (strcmp(cmd, "isready") == 0) {
            printf("readyok\n");
        } else if (strcmp(cmd, "newgame") == 0) {
            char b[32], s[16], r[32];
            if (sscanf(line, "newgame %31s %15s %31s", b, s, r) != 3 || strcmp(b, "star73") != 0) {
                printf("error cannot play %s\n", line + 8);
            } else {
                players = (int)strlen(s);
                for (int p = 0; p < players; p++) { seat[p] = s[p] - '0'; goal[p] = (seat[p] + 3) % 6; }
                rules = strncmp(r, "nostop", 6) == 0 ? 1 : strncmp(r, "goallock", 8) == 0 ? 2 : 0;
                allhome = strstr(r, "+allhome") != NULL;
            }
        } else if (strcmp(cmd, "position") == 0) {
            /* position ccn BOARD SEATS TO-MOVE ROWS [moves M1 M2 ...] */
            strtok(line, " \n");             /* position */
            strtok(NULL, " \n");             /* ccn */
            strtok(NULL, " \n");             /* board */
            strtok(NULL, " \n");             /* seats */
            to_move = atoi(strtok(NULL, " \n"));
            char *rows = strtok(NULL, " \n");
            for (int i = 0; *rows; rows++)
                if (*rows != '/') cell[i++] = *rows == '.' ? EMPTY : *rows - '0';
            winner = -1;
            for (int p = 0; p < players; p++)
                if (has_won(p)) winner = p;
            char *tok = strtok(NULL, " \n"); /* "moves" or nothing */
            while (tok && (tok = strtok(NULL, " \n"))) {
                Move m;
                if (parse_move(tok, &m)) make(m);
            }
        } else if (strcmp(cmd, "go") == 0) {
            go(line + 2);
        } else if (strcmp(cmd, "perft") == 0) {
            int d = atoi(line + 5);
            printf("perft %d %llu\n", d, perft(d));
        } else if (strcmp(cmd, "divide") == 0) { /* each move with the perft below it, then the total */
            int d = atoi(line + 6), n, w = winner;
            Move ms[MAXMOVES];
            unsigned long long total = 0;
            char buf[32];
            n = gen(ms);
            for (int i = 0; i < n; i++) {
                make(ms[i]);
                unsigned long long k = perft(d - 1);
                unmake(ms[i], w);
                move_text(ms[i], buf);
                printf("divide %s %llu\n", buf, k);
                total += k;
            }
            printf("perft %d %llu\n", d, total);
        } else if (strcmp(cmd, "quit") == 0) {
            return 0;
        }
        /* Anything else is ignored, as the protocol asks: stop when no search runs, and commands
           it does not know. */
        fflush(stdout);
    }
    return 0;
}
