// multi.cpp: a CCP 1.1 engine in C++17 (docs/protocol.md) that plays three games: the Virus Game
// (docs/games/virus.md, every variant its notation can hold), Focus (docs/games/focus.md, both
// option sets) and Chinese Checkers on star73 under all six rule sets. It is the protocol's third
// tutorial: how one engine serves several games through one search, and how it answers stop and
// isready while it searches.
//
// Each game is a class with the same few members (moves, make by copy, terminal, mover, eval,
// move text); the search is one template over them: Paranoid alpha-beta, the player to move
// maximising its own evaluation and every other player minimising it, to a depth, with iterative
// deepening under node and time budgets. It counts nodes as cctree does (every node it works at,
// the root included). While it searches it polls its input every 1024 nodes: stop ends the
// search, isready is answered at once. Positions are copied rather than unmade: they are small,
// and it keeps the rules in one place.
//
// Build and check (Debian's g++; any C++17 compiler):
//
//     g++ -O2 -std=c++17 -o tmp/multi examples/engines/cpp/multi.cpp
//     go run ./tools/cctree engine-check tmp/multi
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

using std::string;
using std::vector;
typedef unsigned long long u64;

static vector<string> words(const string &s) {
    vector<string> out;
    std::istringstream in(s);
    for (string w; in >> w;) out.push_back(w);
    return out;
}

static vector<string> split(const string &s, char sep) {
    vector<string> out;
    size_t i = 0;
    for (;;) {
        size_t j = s.find(sep, i);
        out.push_back(s.substr(i, j == string::npos ? string::npos : j - i));
        if (j == string::npos) return out;
        i = j + 1;
    }
}

static bool number(const string &s, int &n) {
    if (s.empty() || s.size() > 9) return false;
    n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        n = n * 10 + (c - '0');
    }
    return true;
}

static const long INF = 1000000000L;

// ---------------------------------------------------------------- the Virus Game

// Virus is a position of the Virus Game: squares of an n x n board (row-major from the top left),
// each empty or a player's; a move infects a square next to one of the mover's (4- or 8-adjacent)
// and claims it and its empty neighbours (with convert, the opponents' neighbours too).
struct Virus {
    int n = 5, adj = 4, limit = 200, players = 2, mover = 0, made = 0;
    bool convert = true, anyTarget = true;
    int owner[64] = {};  // 0 empty, else player + 1
    u64 own[6] = {}, occ = 0, nbr[64] = {};
    typedef int Move;  // the cell, or -1 for a pass

    bool parse(const vector<string> &f) {  // virus OPTIONS PLAYERS MOVER [MADE] ROWS
        if (f.size() < 5 || f[0] != "virus") return false;
        for (const string &o : split(f[1], ',')) {
            size_t eq = o.find('=');
            string k = o.substr(0, eq), v = eq == string::npos ? "" : o.substr(eq + 1);
            if (k == "size" && !number(v, n)) return false;
            if (k == "adj" && !number(v, adj)) return false;
            if (k == "limit" && !number(v, limit)) return false;
            if (k == "convert") convert = v != "off";
            if (k == "noconvert") convert = false;
            if (k == "target") anyTarget = v == "any";
        }
        size_t want = limit > 0 ? 6 : 5;
        if (f.size() != want || n < 3 || n > 8 || !number(f[2], players) || !number(f[3], mover)) return false;
        if (limit > 0 && !number(f[4], made)) return false;
        vector<string> rows = split(f.back(), '/');
        if ((int)rows.size() != n) return false;
        for (int r = 0; r < n; r++) {
            if ((int)rows[r].size() != n) return false;
            for (int c = 0; c < n; c++) {
                int i = r * n + c;
                char ch = rows[r][c];
                owner[i] = ch == '.' ? 0 : ch - '0' + 1;
                if (owner[i]) { own[owner[i] - 1] |= 1ULL << i; occ |= 1ULL << i; }
            }
        }
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++) {
                        int rr = r + dr, cc = c + dc;
                        if ((dr || dc) && rr >= 0 && rr < n && cc >= 0 && cc < n && (adj == 8 || !dr || !dc))
                            nbr[r * n + c] |= 1ULL << (rr * n + cc);
                    }
        return true;
    }
    u64 all() const { return n == 8 ? ~0ULL : (1ULL << (n * n)) - 1; }
    bool terminal() const {
        return own[mover] == occ || (!anyTarget && occ == all()) || (limit > 0 && made >= limit);
    }
    void moves(vector<Move> &out) const {
        out.clear();
        if (terminal()) return;
        u64 mine = own[mover], t = 0;
        for (int c = 0; c < n * n; c++)
            if (mine >> c & 1) t |= nbr[c];
        t &= ~mine;
        if (!anyTarget) t &= ~occ;
        for (int c = 0; c < n * n; c++)
            if (t >> c & 1) out.push_back(c);
        if (out.empty()) out.push_back(-1);
    }
    int next(int p) const {  // the next player still in the game, or p itself
        for (int k = 1; k < players; k++)
            if (own[(p + k) % players]) return (p + k) % players;
        return p;
    }
    void make(Move m) {
        int p = mover;
        if (m >= 0) {
            u64 claim = (1ULL << m) | (nbr[m] & ~occ);
            if (convert) claim |= nbr[m];
            claim &= ~own[p];
            for (int i = 0; i < n * n; i++)
                if (claim >> i & 1) {
                    if (owner[i]) own[owner[i] - 1] &= ~(1ULL << i);
                    owner[i] = p + 1;
                }
            own[p] |= claim;
            occ |= claim;
            made++;
        }
        mover = next(p);
    }
    long eval(int root) const {
        long v = 0;
        for (int q = 0; q < players; q++) {
            long k = __builtin_popcountll(own[q]);
            v += q == root ? k * (players - 1) : -k;
        }
        return v;
    }
    string text(Move m) const {
        if (m < 0) return "pass";
        return string(1, char('a' + m % n)) + std::to_string(m / n + 1);
    }
};

// ---------------------------------------------------------------- Focus

// Focus is a position of Sackson's Focus on the 8x8 board less three squares in each corner (52
// squares, row-major from the top left): stacks of up to five pieces, moved orthogonally by as
// many squares as pieces moved (from the top), the pieces beyond five cut from the bottom (the
// mover's own to its reserve, the others' captured); a reserve piece may be entered on any square.
struct Focus {
    static int sqAt[8][8], rowOf[52], colOf[52], dest[52][4][5];
    static bool hasDest[52][6];
    static void init() {
        int k = 0;
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                int dr = r < 7 - r ? r : 7 - r, dc = c < 7 - c ? c : 7 - c;
                sqAt[r][c] = dr + dc >= 2 ? k : -1;
                if (sqAt[r][c] >= 0) { rowOf[k] = r; colOf[k] = c; k++; }
            }
        static const int D[4][2] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};  // up, right, down, left
        for (int s = 0; s < 52; s++)
            for (int d = 0; d < 4; d++)
                for (int k = 1; k <= 5; k++) {
                    int r = rowOf[s] + k * D[d][0], c = colOf[s] + k * D[d][1];
                    dest[s][d][k - 1] = r >= 0 && r < 8 && c >= 0 && c < 8 ? sqAt[r][c] : -1;
                    if (dest[s][d][k - 1] >= 0) hasDest[s][k] = true;
                }
    }
    int n = 2, mover = 0, out = 0, winner = -1;
    bool whole = false, winCapture = false;
    unsigned cell[52] = {};  // two bits per piece, the bottom piece in the low bits
    int height[52] = {}, reserve[4] = {}, capt[4][4] = {}, capTot[4] = {};
    typedef int Move;  // square | dir<<6 | count<<8; 1<<11 | square: a reserve entry; 1<<12: pass

    int top(int s) const { return cell[s] >> (2 * (height[s] - 1)) & 3; }
    bool reachedGoal(int p) const {
        if (n == 2) return capTot[p] >= 6;
        int each = n == 3 ? 3 : 2;
        if (capTot[p] >= 10) return true;
        for (int q = 0; q < n; q++)
            if (q != p && capt[p][q] < each) return false;
        return true;
    }
    bool parse(const vector<string> &f) {  // focus OPTS players= mover= out= res= cap= board=
        if (f.size() != 8 || f[0] != "focus") return false;
        if (f[1] != "-")
            for (const string &o : split(f[1], ',')) {
                if (o == "moves=whole") whole = true;
                if (o == "win=capture") winCapture = true;
            }
        auto val = [&](int i, const string &key) { return f[i].compare(0, key.size(), key) == 0 ? f[i].substr(key.size()) : string("?"); };
        if (!number(val(2, "players="), n) || !number(val(3, "mover="), mover) || n < 2 || n > 4) return false;
        string o = val(4, "out=");
        if (o != "-")
            for (char c : o) out |= 1 << (c - '0');
        vector<string> res = split(val(5, "res="), ','), cap = split(val(6, "cap="), ',');
        if ((int)res.size() != n || (int)cap.size() != n) return false;
        for (int p = 0; p < n; p++) {
            if (!number(res[p], reserve[p])) return false;
            vector<string> row = split(cap[p], '.');
            if ((int)row.size() != n) return false;
            for (int q = 0; q < n; q++) {
                if (!number(row[q], capt[p][q])) return false;
                capTot[p] += capt[p][q];
            }
        }
        vector<string> rows = split(val(7, "board="), '/');
        if (rows.size() != 8) return false;
        int s = 0;
        for (const string &row : rows)
            for (const string &sq : split(row, ',')) {
                if (s >= 52) return false;
                if (sq != ".")
                    for (size_t l = 0; l < sq.size(); l++) cell[s] |= unsigned(sq[l] - '0') << (2 * l);
                height[s++] = sq == "." ? 0 : (int)sq.size();
            }
        if (s != 52) return false;
        if (winCapture)
            for (int p = 0; p < n; p++)
                if (reachedGoal(p)) winner = p;
        int in = 0;
        for (int p = 0; p < n; p++) in += !(out >> p & 1);
        if (winner < 0 && in == 1) winner = mover;
        return true;
    }
    bool terminal() const { return winner >= 0; }
    bool canMove(int q) const {
        if (reserve[q] > 0) return true;
        for (int s = 0; s < 52; s++)
            if (height[s] > 0 && top(s) == q && (!whole || hasDest[s][height[s]])) return true;
        return false;
    }
    void moves(vector<Move> &outm) const {
        outm.clear();
        if (winner >= 0) return;
        for (int s = 0; s < 52; s++) {
            int h = height[s];
            if (h == 0 || top(s) != mover) continue;
            for (int k = whole ? h : 1; k <= h; k++)
                for (int d = 0; d < 4; d++)
                    if (dest[s][d][k - 1] >= 0) outm.push_back(s | d << 6 | k << 8);
        }
        if (reserve[mover] > 0)
            for (int s = 0; s < 52; s++) outm.push_back(1 << 11 | s);
        if (outm.empty()) outm.push_back(1 << 12);
    }
    void land(int t, unsigned moving, int k, int p) {
        int h = height[t];
        unsigned v = cell[t] | moving << (2 * h);
        h += k;
        if (h > 5) {
            int cut = h - 5;
            for (int i = 0; i < cut; i++) {
                int c = v >> (2 * i) & 3;
                if (c == p) reserve[p]++;
                else { capt[p][c]++; capTot[p]++; }
            }
            v >>= 2 * cut;
            h = 5;
        }
        cell[t] = v;
        height[t] = h;
    }
    void advance(int actor, bool real) {
        if (real && winCapture && reachedGoal(actor)) {
            winner = actor;
            for (int k = 1; k < n; k++)
                if (!(out >> ((actor + k) % n) & 1)) { mover = (actor + k) % n; return; }
            mover = actor;
            return;
        }
        for (int k = 1; k < n; k++) {
            int q = (actor + k) % n;
            if (out >> q & 1) continue;
            if (canMove(q)) { mover = q; return; }
            out |= 1 << q;
        }
        winner = actor;
        mover = actor;
    }
    void make(Move m) {
        int p = mover;
        if (m & 1 << 12) { advance(p, false); return; }
        if (m & 1 << 11) {
            reserve[p]--;
            land(m & 63, unsigned(p), 1, p);
        } else {
            int f = m & 63, d = m >> 6 & 3, k = m >> 8 & 7, keep = height[f] - k;
            unsigned moving = cell[f] >> (2 * keep);
            cell[f] &= (1u << (2 * keep)) - 1;
            height[f] = keep;
            land(dest[f][d][k - 1], moving, k, p);
        }
        advance(p, true);
    }
    long eval(int root) const {
        if (winner >= 0) return winner == root ? INF / 2 : -INF / 2;
        long v = 0;
        for (int s = 0; s < 52; s++)
            if (height[s] > 0) v += top(s) == root ? 3 * (n - 1) : -3;
        for (int q = 0; q < n; q++) v += q == root ? 2L * (n - 1) * (reserve[q] + capTot[q]) : -2L * (reserve[q] + capTot[q]);
        return v;
    }
    static string name(int s) { return string(1, char('a' + colOf[s])) + char('1' + rowOf[s]); }
    string text(Move m) const {
        if (m & 1 << 12) return "pass";
        if (m & 1 << 11) return "r:" + name(m & 63);
        int f = m & 63;
        return name(f) + "-" + name(dest[f][m >> 6 & 3][(m >> 8 & 7) - 1]);
    }
};
int Focus::sqAt[8][8], Focus::rowOf[52], Focus::colOf[52], Focus::dest[52][4][5];
bool Focus::hasDest[52][6];

// ---------------------------------------------------------------- Chinese Checkers on star73

// Star73 is a position of Chinese Checkers on star73 (cells numbered as CCN writes them: rows top
// to bottom, cells left to right), as examples/engines/c/paranoid.c has it, with the win rules
// spoil and allhome. Its perft counts a won position 0 below the root, as cctree's does.
struct Star73 {
    static const int N = 3;
    static int ncells, cx[73], cy[73], cz[73], nb[73][6], corner[73], tip[6];
    static int dist(int a, int b) {
        int dx = std::abs(cx[a] - cx[b]), dy = std::abs(cy[a] - cy[b]), dz = std::abs(cz[a] - cz[b]);
        return std::max(dx, std::max(dy, dz));
    }
    static void init() {
        static const int D[6][3] = {{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}};
        ncells = 0;
        for (int z = -2 * N; z <= 2 * N; z++)
            for (int x = -2 * N; x <= 2 * N; x++) {
                int y = -x - z, mx = std::max(x, std::max(y, z)), mn = std::min(x, std::min(y, z));
                if (mx <= N || mn >= -N) { cx[ncells] = x; cy[ncells] = y; cz[ncells] = z; ncells++; }
            }
        for (int i = 0; i < ncells; i++) {
            for (int d = 0; d < 6; d++) {
                nb[i][d] = -1;
                for (int j = 0; j < ncells; j++)
                    if (cx[j] == cx[i] + D[d][0] && cy[j] == cy[i] + D[d][1] && cz[j] == cz[i] + D[d][2]) nb[i][d] = j;
            }
            int x = cx[i], y = cy[i], z = cz[i];
            corner[i] = z < -N ? 0 : x > N ? 1 : y < -N ? 2 : z > N ? 3 : x < -N ? 4 : y > N ? 5 : -1;
        }
        auto far = [](int i) { return std::max(std::abs(cx[i]), std::max(std::abs(cy[i]), std::abs(cz[i]))); };
        for (int k = 0; k < 6; k++) {
            tip[k] = -1;
            for (int i = 0; i < ncells; i++)
                if (corner[i] == k && (tip[k] < 0 || far(i) > far(tip[k]))) tip[k] = i;
        }
    }
    int players = 2, seat[6] = {}, goal[6] = {}, restriction = 0, mover = 0, winner = -1;
    bool allhome = false;
    int cell[73];
    struct Move {
        int f, t;  // f == -1: pass
    };

    bool newgame(const string &seats, const string &rules) {
        players = (int)seats.size();
        for (int p = 0; p < players; p++) { seat[p] = seats[p] - '0'; goal[p] = (seat[p] + 3) % 6; }
        size_t plus = rules.find('+');
        string r = rules.substr(0, plus), w = plus == string::npos ? "spoil" : rules.substr(plus + 1);
        restriction = r == "free" ? 0 : r == "nostop" ? 1 : r == "goallock" ? 2 : -1;
        allhome = w == "allhome";
        return restriction >= 0 && (w == "spoil" || w == "allhome") && players >= 2 && players <= 6;
    }
    bool parse(const vector<string> &f) {  // ccn star73 SEATS TO-MOVE ROWS
        if (f.size() != 5 || f[0] != "ccn" || f[1] != "star73" || (int)f[2].size() != players || !number(f[3], mover)) return false;
        int i = 0;
        for (char c : f[4])
            if (c != '/') {
                if (i >= 73) return false;
                cell[i++] = c == '.' ? -1 : c - '0';
            }
        winner = -1;
        for (int p = 0; p < players; p++)
            if (won(p)) winner = p;
        return i == 73;
    }
    bool won(int p) const {
        bool own = false;
        for (int i = 0; i < ncells; i++) {
            if (allhome && cell[i] == p && corner[i] != goal[p]) return false;
            if (corner[i] == goal[p]) {
                if (cell[i] < 0) return false;
                if (cell[i] == p) own = true;
            }
        }
        return own;
    }
    bool allowed(int p, int f, int t) const {
        if (restriction == 1 && corner[t] >= 0 && corner[t] != seat[p] && corner[t] != goal[p]) return false;
        if (restriction == 2 && corner[f] == goal[p] && corner[t] != goal[p]) return false;
        return true;
    }
    bool terminal() const { return winner >= 0; }
    void moves(vector<Move> &out) const {
        out.clear();
        if (winner >= 0) return;
        int p = mover;
        Star73 &s = const_cast<Star73 &>(*this);  // lifts the piece while it jumps, then puts it back
        for (int f = 0; f < ncells; f++) {
            if (cell[f] != p) continue;
            bool dest[73] = {}, seen[73] = {};
            int stack[73], sp = 0;
            s.cell[f] = -1;
            for (int d = 0; d < 6; d++)
                if (nb[f][d] >= 0 && cell[nb[f][d]] < 0) dest[nb[f][d]] = true;
            seen[f] = true;
            stack[sp++] = f;
            while (sp > 0) {
                int c = stack[--sp];
                for (int d = 0; d < 6; d++) {
                    int over = nb[c][d];
                    if (over < 0 || cell[over] < 0) continue;
                    int t = nb[over][d];
                    if (t >= 0 && cell[t] < 0 && !seen[t]) { seen[t] = dest[t] = true; stack[sp++] = t; }
                }
            }
            s.cell[f] = p;
            for (int t = 0; t < ncells; t++)
                if (dest[t] && allowed(p, f, t)) out.push_back({f, t});
        }
        if (out.empty()) out.push_back({-1, -1});
    }
    void make(Move m) {
        if (m.f >= 0) {
            cell[m.t] = mover;
            cell[m.f] = -1;
            for (int q = 0; q < players; q++)
                if (corner[m.t] == goal[q] && won(q)) winner = q;
        }
        mover = (mover + 1) % players;
    }
    long eval(int root) const {
        if (winner >= 0) return winner == root ? INF / 2 : -INF / 2;
        long v = 0;
        for (int i = 0; i < ncells; i++)
            if (cell[i] >= 0) v += cell[i] == root ? -3L * dist(i, tip[goal[cell[i]]]) : dist(i, tip[goal[cell[i]]]);
        return v;
    }
    string text(Move m) const { return m.f < 0 ? "pass" : std::to_string(m.f) + "-" + std::to_string(m.t); }
};
int Star73::ncells, Star73::cx[73], Star73::cy[73], Star73::cz[73], Star73::nb[73][6], Star73::corner[73], Star73::tip[6];

// ---------------------------------------------------------------- input, with polling during a search

static string inbuf;
static bool eof = false, quitting = false;

// readLine blocks for the next line of input; false at its end.
static bool readLine(string &line) {
    for (;;) {
        size_t i = inbuf.find('\n');
        if (i != string::npos) {
            line = inbuf.substr(0, i);
            inbuf.erase(0, i + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return true;
        }
        if (eof) return false;
        char buf[4096];
        ssize_t n = read(0, buf, sizeof buf);
        if (n <= 0) eof = true;
        else inbuf.append(buf, (size_t)n);
    }
}

// lineReady reports whether a whole line can be read without blocking.
static bool lineReady() {
    if (inbuf.find('\n') != string::npos) return true;
    struct pollfd p = {0, POLLIN, 0};
    while (!eof && poll(&p, 1, 0) > 0) {
        char buf[4096];
        ssize_t n = read(0, buf, sizeof buf);
        if (n <= 0) eof = true;
        else inbuf.append(buf, (size_t)n);
        if (inbuf.find('\n') != string::npos) return true;
    }
    return eof;
}

static void say(const string &s) {
    fputs(s.c_str(), stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

// ---------------------------------------------------------------- the search, one for every game

static long long nodes, nodeBudget;
static std::chrono::steady_clock::time_point deadline;
static bool hasDeadline, stopped;

// poll answers what the host may send during a search: stop, isready, quit.
static void pollInput() {
    string line;
    while (lineReady() && readLine(line)) {
        vector<string> f = words(line);
        if (f.empty()) continue;
        if (f[0] == "stop") stopped = true;
        else if (f[0] == "isready") say("readyok");
        else if (f[0] == "quit") stopped = quitting = true;
    }
    if (eof) stopped = quitting = true;
}

static bool enter() {
    if (!stopped && (nodes & 1023) == 0) {
        pollInput();
        if (hasDeadline && std::chrono::steady_clock::now() >= deadline) stopped = true;
    }
    if (stopped || (nodeBudget > 0 && nodes >= nodeBudget)) {
        stopped = true;
        return false;
    }
    nodes++;
    return true;
}

template <class G>
static long paranoid(const G &g, int depth, int root, long alpha, long beta) {
    if (!enter()) return 0;
    if (depth == 0 || g.terminal()) return g.eval(root);
    vector<typename G::Move> ms;
    g.moves(ms);
    bool mx = g.mover == root;
    long best = mx ? -INF : INF;
    for (auto m : ms) {
        G c = g;
        c.make(m);
        long v = paranoid(c, depth - 1, root, alpha, beta);
        if (stopped) return 0;
        if (mx ? v > best : v < best) best = v;
        if (mx && best > alpha) alpha = best;
        if (!mx && best < beta) beta = best;
        if (alpha >= beta) break;
    }
    return best;
}

// rootSearch searches depth d; the best move's index, or -1 when stopped.
template <class G>
static int rootSearch(const G &g, const vector<typename G::Move> &ms, int d, long &score) {
    int best = -1;
    long alpha = -INF;
    if (!enter()) return -1;
    for (size_t i = 0; i < ms.size(); i++) {
        G c = g;
        c.make(ms[i]);
        long v = paranoid(c, d - 1, g.mover, alpha, INF);
        if (stopped) return -1;
        if (best < 0 || v > alpha) { alpha = v; best = (int)i; }
    }
    score = alpha;
    return best;
}

template <class G>
static void go(const G &g, const vector<string> &f) {
    int depth = 0;
    long long movetime = 0;
    nodeBudget = 0;
    for (size_t i = 1; i + 1 < f.size(); i += 2) {
        if (f[i] == "depth") depth = atoi(f[i + 1].c_str());
        else if (f[i] == "nodes") nodeBudget = atoll(f[i + 1].c_str());
        else if (f[i] == "movetime") movetime = atoll(f[i + 1].c_str());
    }
    auto start = std::chrono::steady_clock::now();
    hasDeadline = movetime > 0;
    deadline = start + std::chrono::milliseconds(movetime);
    nodes = 0;
    stopped = false;
    vector<typename G::Move> ms;
    g.moves(ms);
    string best = ms.empty() ? "pass" : g.text(ms[0]);
    long score = 0;
    int done = 0;
    if (ms.empty()) {
        nodes = 1;  // terminal: the root alone
    } else if (nodeBudget == 0 && movetime == 0) {
        int b = rootSearch(g, ms, depth, score);
        if (b >= 0) { best = g.text(ms[b]); done = depth; }
    } else {
        for (int d = 1; d <= (depth > 0 ? depth : 63); d++) {
            long s;
            int b = rootSearch(g, ms, d, s);
            if (b < 0) break;
            best = g.text(ms[b]);
            score = s;
            done = d;
        }
    }
    long long ms_ = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    if (done > 0) say("info depth " + std::to_string(done) + " nodes " + std::to_string(nodes) + " time " + std::to_string(ms_) + " score " + std::to_string(score) + " stopped " + (stopped ? "1" : "0"));
    else say("info depth 0 nodes " + std::to_string(nodes) + " stopped " + (stopped ? "1" : "0"));
    say("bestmove " + best);
}

// perft counts the leaves of the move tree: a terminal position is a leaf (terminalCounts 1, as
// the games of the registry count it) or nothing (0, as Chinese Checkers counts a won position).
template <class G>
static u64 perft(const G &g, int d, u64 terminalCounts) {
    if (d == 0) return 1;
    if (g.terminal()) return terminalCounts;
    vector<typename G::Move> ms;
    g.moves(ms);
    if (d == 1) return ms.size();
    u64 total = 0;
    for (auto m : ms) {
        G c = g;
        c.make(m);
        total += perft(c, d - 1, terminalCounts);
    }
    return total;
}

template <class G>
static void perftCmd(const G &g, const vector<string> &f, u64 terminalCounts) {
    int d = f.size() > 1 ? atoi(f[1].c_str()) : 0;
    if (f[0] == "divide") {
        vector<typename G::Move> ms;
        g.moves(ms);
        u64 total = 0;
        for (auto m : ms) {
            G c = g;
            c.make(m);
            u64 k = perft(c, d - 1, terminalCounts);
            say("divide " + g.text(m) + " " + std::to_string(k));
            total += k;
        }
        if (ms.empty()) total = perft(g, d, terminalCounts);
        say("perft " + std::to_string(d) + " " + std::to_string(total));
        return;
    }
    say("perft " + std::to_string(d) + " " + std::to_string(perft(g, d, terminalCounts)));
}

// playMoves plays the moves after "moves" in f (from index i) by their text; false if one is not legal.
template <class G>
static bool playMoves(G &g, const vector<string> &f, size_t i) {
    for (; i < f.size(); i++) {
        vector<typename G::Move> ms;
        g.moves(ms);
        bool found = false;
        for (auto m : ms)
            if (g.text(m) == f[i]) { g.make(m); found = true; break; }
        if (!found) return false;
    }
    return true;
}

// ---------------------------------------------------------------- the protocol

enum Game { NONE, VIRUS, FOCUS, STAR73 };

int main() {
    Focus::init();
    Star73::init();
    Game game = NONE, posGame = NONE;
    Virus virus;
    Focus focus;
    Star73 star, starGame;
    string line;
    bool v11 = true;
    while (!quitting && readLine(line)) {
        vector<string> f = words(line);
        if (f.empty()) continue;
        const string &cmd = f[0];
        if (cmd == "ccp") {
            string v = f.size() > 1 ? f[1] : "";
            if (v != "1" && v.compare(0, 2, "1.") != 0) { say("error unsupported version"); return 1; }
            v11 = v != "1";
            say("id name multi.cpp");
            say("id author cctree examples");
            if (v11) say("games chinesecheckers virus focus");
            say("boards star73");
            say("rules free nostop goallock free+allhome nostop+allhome goallock+allhome");
            say("det depth nodes");
            say("reuse newgame");
            say(v11 ? "ready 1.1" : "ready 1");
        } else if (cmd == "isready") {
            say("readyok");
        } else if (cmd == "newgame") {
            posGame = NONE;
            if (f.size() == 4 && f[1] == "star73" && starGame.newgame(f[2], f[3])) game = STAR73;
            else if (v11 && f.size() == 2 && f[1].compare(0, 6, "virus(") == 0) game = VIRUS;
            else if (v11 && f.size() == 2 && f[1].compare(0, 6, "focus(") == 0) game = FOCUS;
            else { game = NONE; say("error cannot play " + line.substr(8)); }
        } else if (cmd == "position" && f.size() > 1) {
            size_t m = 1;
            while (m < f.size() && f[m] != "moves") m++;
            vector<string> pos(f.begin() + 1, f.begin() + m);
            bool ok = false;
            if (game == VIRUS) { virus = Virus(); ok = virus.parse(pos) && playMoves(virus, f, m + 1); }
            if (game == FOCUS) { focus = Focus(); ok = focus.parse(pos) && playMoves(focus, f, m + 1); }
            if (game == STAR73) { star = starGame; ok = star.parse(pos) && playMoves(star, f, m + 1); }
            posGame = ok ? game : NONE;
            if (!ok) say("error cannot read the position or play its moves: " + line.substr(0, 200));
        } else if (cmd == "go" || cmd == "perft" || cmd == "divide") {
            if (posGame == NONE) { say("error no position"); continue; }
            if (cmd == "go") {
                if (posGame == VIRUS) go(virus, f);
                if (posGame == FOCUS) go(focus, f);
                if (posGame == STAR73) go(star, f);
            } else {
                if (posGame == VIRUS) perftCmd(virus, f, 1);
                if (posGame == FOCUS) perftCmd(focus, f, 1);
                if (posGame == STAR73) perftCmd(star, f, 0);
            }
        } else if (cmd == "quit") {
            return 0;
        }
        // Anything else (stop when no search runs, setoption of no option, commands of later
        // versions) is ignored, as the protocol asks.
    }
    return 0;
}
