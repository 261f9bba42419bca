package org.ichto.soup.rules;

import org.ichto.soup.board.SoupBoard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Feeding, excretion, food shortage and starvation (rules "Feeding" to "Food Shortage and Starving",
 * the genes Substitution, Frugality and Parasitism; rulings 11-14). A feeding method is a vector of
 * cubes over the colours other than the amoeba's own; the allowed vectors for each combination of
 * genes are worked out once.
 */
final class Feeding {
    private Feeding() {
    }

    /** Methods over the other colours: [players - 3][Substitution][Frugality]. */
    private static final Methods[][][] METHODS = new Methods[2][2][2];

    static {
        for (int players = 3; players <= 4; players++) {
            for (int sub = 0; sub < 2; sub++) {
                for (int frug = 0; frug < 2; frug++) {
                    METHODS[players - 3][sub][frug] = Methods.of(players - 1, sub == 1, frug == 1);
                }
            }
        }
    }

    /** The vectors of a feeding: the base method, those the genes allow, and those with a host. */
    record Methods(int[][] base, int[][] own, int[][] parasite) {
        static Methods of(int others, boolean substitution, boolean frugality) {
            Set<List<Integer>> base = new LinkedHashSet<>();
            if (others == 3) {
                base.add(List.of(1, 1, 1));
            } else {
                base.add(List.of(2, 1));
                base.add(List.of(1, 2));
            }
            Set<List<Integer>> own = new LinkedHashSet<>(base);
            if (substitution) {
                // One colour fewer, one cube more: 2:2 or 3:1 (DE) with 4 players, 4 of one colour with 3.
                if (others == 3) {
                    for (int a = 0; a < 3; a++) {
                        for (int b = 0; b < 3; b++) {
                            if (a != b) {
                                own.add(vector(3, a, 2, b, 2));
                                own.add(vector(3, a, 3, b, 1));
                            }
                        }
                    }
                } else {
                    own.add(vector(2, 0, 4, 1, 0));
                    own.add(vector(2, 1, 4, 0, 0));
                }
            }
            if (frugality) {
                own.addAll(lessOne(own));
            }
            Set<List<Integer>> parasite = lessOne(own);
            return new Methods(toArray(base), toArray(own), toArray(parasite));
        }

        private static List<Integer> vector(int size, int a, int na, int b, int nb) {
            Integer[] v = new Integer[size];
            Arrays.fill(v, 0);
            v[a] = na;
            v[b] = v[b] + nb;
            return List.of(v);
        }

        /** Every vector with one cube less in one colour (a colour at 0 drops out; never nothing at all). */
        private static Set<List<Integer>> lessOne(Set<List<Integer>> from) {
            Set<List<Integer>> out = new LinkedHashSet<>();
            for (List<Integer> v : from) {
                for (int i = 0; i < v.size(); i++) {
                    if (v.get(i) > 0) {
                        List<Integer> w = new ArrayList<>(v);
                        w.set(i, v.get(i) - 1);
                        if (w.stream().mapToInt(Integer::intValue).sum() > 0) {
                            out.add(List.copyOf(w));
                        }
                    }
                }
            }
            return out;
        }

        private static int[][] toArray(Set<List<Integer>> vs) {
            return vs.stream().map(v -> v.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        }
    }

    static Methods methods(SoupState s, int seat) {
        return METHODS[s.players - 3][s.owns(seat, s.g.substitution()) ? 1 : 0][s.owns(seat, s.g.frugality()) ? 1 : 0];
    }

    /** The acting amoeba has finished its movement (or stayed put) and now feeds. */
    static void begin(SoupState s) {
        s.actor = s.current;
        s.await = Await.FEED;
    }

    /** True if the base method (1:1:1, or 2:1 with 3 players) is possible for the seat's amoeba on this space. */
    static boolean basePossible(SoupState s, int seat, int space) {
        for (int[] v : methods(s, seat).base()) {
            if (fits(s, seat, space, v)) {
                return true;
            }
        }
        return false;
    }

    /** True if the vector over the other colours can be eaten from the space. */
    static boolean fits(SoupState s, int seat, int space, int[] v) {
        int i = 0;
        for (int c = 0; c < s.players; c++) {
            if (c != seat && v[i++] > s.food(space, c)) {
                return false;
            }
        }
        return true;
    }

    /** The vector over all colours (the seat's own at 0) of a vector over the other colours. */
    static List<Integer> overAll(SoupState s, int seat, int[] v) {
        Integer[] out = new Integer[s.players];
        int i = 0;
        for (int c = 0; c < s.players; c++) {
            out[c] = c == seat ? 0 : v[i++];
        }
        return List.of(out);
    }

    /** Seats whose amoeba shares the space and who could pay the parasite's BP. */
    static boolean canHost(SoupState s, int seat, int host, int space) {
        return host != seat && host >= 0 && host < s.players && s.bp[host] >= 1 && s.amoebasAt(space, host) > 0;
    }

    static String whyNotFeed(SoupState s, SoupDecision.Feed d) {
        int seat = s.current;
        int space = s.amoebaSpace(seat, s.amoeba);
        if (s.feedMode == 1) {
            return "after a failed attack the amoeba attacks again (Persistence) or starves";
        }
        List<Integer> eaten = d.eaten();
        if (eaten.size() != s.players) {
            return "give a count of cubes for each of the " + s.players + " colours in play";
        }
        for (int c = 0; c < s.players; c++) {
            int n = eaten.get(c);
            if (n < 0) {
                return "a count of cubes cannot be negative";
            }
            if (c == seat && n > 0) {
                return "an amoeba never eats cubes of its own colour";
            }
            if (n > s.food(space, c)) {
                return "space " + SoupBoard.label(space) + " holds " + s.food(space, c) + " cubes of colour " + c
                        + ", not " + n;
            }
        }
        if (d.host() >= 0) {
            if (!s.owns(seat, s.g.parasitism())) {
                return "only an amoeba with Parasitism may have a host";
            }
            if (!canHost(s, seat, d.host(), space)) {
                return "seat " + d.host() + " cannot be the host: it needs an amoeba on space "
                        + SoupBoard.label(space) + " and at least 1 BP, and it must be another player";
            }
        } else if (d.host() != -1) {
            return "no seat " + d.host();
        }
        int[][] allowed = d.host() >= 0 ? methods(s, seat).parasite() : methods(s, seat).own();
        int[] v = new int[s.players - 1];
        int i = 0;
        for (int c = 0; c < s.players; c++) {
            if (c != seat) {
                v[i++] = eaten.get(c);
            }
        }
        for (int[] m : allowed) {
            if (Arrays.equals(m, v)) {
                return null;
            }
        }
        return "eating " + eaten + " is not a feeding method this amoeba has"
                + (d.host() >= 0 ? " with a host" : "");
    }

    static void listFeeds(SoupState s, List<SoupDecision> out) {
        if (s.feedMode == 1) {
            return;
        }
        int seat = s.current;
        int space = s.amoebaSpace(seat, s.amoeba);
        Methods m = methods(s, seat);
        for (int[] v : m.own()) {
            if (fits(s, seat, space, v)) {
                out.add(new SoupDecision.Feed(overAll(s, seat, v), -1));
            }
        }
        if (s.owns(seat, s.g.parasitism())) {
            for (int host = 0; host < s.players; host++) {
                if (canHost(s, seat, host, space)) {
                    for (int[] v : m.parasite()) {
                        if (fits(s, seat, space, v)) {
                            out.add(new SoupDecision.Feed(overAll(s, seat, v), host));
                        }
                    }
                }
            }
        }
    }

    /** Eats, then excretes 2 cubes of its own colour (fewer when the supply is short). */
    static void feed(SoupState s, SoupDecision.Feed d) {
        int seat = s.current;
        int space = s.amoebaSpace(seat, s.amoeba);
        for (int c = 0; c < s.players; c++) {
            int n = d.eaten().get(c);
            s.food[space * s.players + c] -= n;
            s.supply[c] += n;
        }
        if (d.host() >= 0) {
            s.bp[d.host()]--;
            s.emit(new SoupEvent.BpPaid(d.host(), 1, "host of a parasite"));
        }
        int excreted = Math.min(2, s.supply[seat]);
        s.supply[seat] -= excreted;
        s.food[space * s.players + seat] += excreted;
        s.emit(new SoupEvent.Fed(seat, s.amoeba, space, d.eaten(), excreted, d.host()));
        Round.amoebaDone(s);
    }

    static String whyNotStarve(SoupState s) {
        if (s.feedMode == 1) {
            return null;
        }
        int space = s.amoebaSpace(s.current, s.amoeba);
        return basePossible(s, s.current, space)
                ? "the amoeba can feed in the ordinary way on space " + SoupBoard.label(space) + ", so it must"
                : null;
    }

    /** Starves: eats nothing, excretes nothing, takes 1 damage point. */
    static void starve(SoupState s) {
        starve(s, s.current, s.amoeba);
        Round.amoebaDone(s);
    }

    static void starve(SoupState s, int seat, int number) {
        int i = s.index(seat, number);
        s.damage[i]++;
        s.emit(new SoupEvent.Starved(seat, number, s.damage[i]));
    }
}
