package org.ichto.soup.record;

import org.ichto.soup.board.Gene;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.PhaseSteps;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Whether a state read from a position could arise in a game of Primordial Soup: food, markers, genes,
 * amoebas, the environment deck and whose turn it is, each as the rules (and rulings) keep them. Every
 * number it sums was checked against its range as it was read, and sums are taken as longs, so no
 * count can wrap a total round into a fair-looking one.
 */
final class SoupPositionCheck {
    private static final int LIFE_EXPECTANCY_LIMIT = 3;
    private static final int DAMAGE_LIMIT = 2;

    private final SoupState s;
    private final SoupBoard board;
    private final Map<Integer, Integer> pool;
    private final PhaseSteps steps;
    private final int players;
    private final List<String> problems = new ArrayList<>();

    private SoupPositionCheck(SoupState s, Map<Integer, Integer> pool, PhaseSteps steps) {
        this.s = s;
        this.board = s.board();
        this.pool = pool;
        this.steps = steps;
        this.players = s.players();
    }

    /**
     * Every problem of the state as a game, in words; empty when there is none.
     *
     * @param pool  the cards of each gene in play that the position says are in the pool, by gene index
     * @param steps the steps of the phase in progress, as the state keeps them
     */
    static List<String> problems(SoupState s, Map<Integer, Integer> pool, PhaseSteps steps) {
        SoupPositionCheck c = new SoupPositionCheck(s, pool, steps);
        boolean placed = c.roundAndPhase();
        c.seats();
        c.genes();
        c.amoebas();
        c.food();
        c.environment();
        if (placed) {
            c.turn();
            c.problems.addAll(SoupStepsCheck.problems(s, steps));
        }
        return c.problems;
    }

    private void problem(String text) {
        problems.add(text);
    }

    private Phase phase() {
        return s.phase();
    }

    private String phaseName() {
        Phase p = phase();
        return p.ofRound() ? "phase " + p.number() + " (" + p + ")" : p.toString();
    }

    /** The round fits the phase and the start order holds every seat; false when the turn cannot be judged. */
    private boolean roundAndPhase() {
        boolean ok = true;
        if (phase().isSetup() && s.round() != 0) {
            problem("the setup (" + phase() + ") comes before round 1, not in round " + s.round());
            ok = false;
        }
        if (!phase().isSetup() && s.round() == 0) {
            problem(phaseName() + " belongs to a round 1 to " + board.maxRounds() + ", not to round 0");
            ok = false;
        }
        if (phase() == Phase.SCORING) {
            problem("the game never waits in phase 6 (SCORING): nobody decides anything there");
        }
        if (phase() == Phase.ENVIRONMENT_AND_GENE_DEFECTS && s.round() == 1) {
            problem("gene defects are paid from round 2 on, so the game never waits in phase 2 of round 1");
        }
        boolean[] seen = new boolean[players];
        for (int seat : s.startOrder()) {
            if (seen[seat]) {
                problem("the start order " + s.startOrder() + " must hold every seat once");
                return false;
            }
            seen[seat] = true;
        }
        return ok;
    }

    private void seats() {
        for (int seat = 0; seat < players; seat++) {
            for (int other = seat + 1; other < players; other++) {
                if (s.colour(seat) == s.colour(other)) {
                    problem("seats " + seat + " and " + other + " both play colour " + s.colour(seat));
                }
                if (s.score(seat) > 0 && s.score(seat) == s.score(other)) {
                    problem("seats " + seat + " and " + other + " both have their marker on ladder space "
                            + s.score(seat) + ": one marker per space");
                }
            }
            bp(seat);
            marker(seat);
        }
        if (phase() == Phase.GAME_OVER && !anyInFinishZone() && s.deckSize() > 0) {
            problem("the game is over, but no marker has reached the finish zone (" + board.ladder().finishFirst()
                    + ") and " + s.deckSize() + " environment cards are still face down");
        }
    }

    private void bp(int seat) {
        if (phase().isSetup()) {
            if (s.bp(seat) != board.startingBp()) {
                problem("seat " + seat + " has " + s.bp(seat) + " BP during the setup, not the " + board.startingBp()
                        + " every player starts with");
            }
            return;
        }
        // BP come only from the start and from phase 4 of each round; the seat on turn there has received them.
        int divisions = phase().ordinal() < Phase.CELL_DIVISION.ordinal() ? s.round() - 1 : s.round();
        int most = SoupLimits.maxBp(board, divisions);
        if (s.bp(seat) > most) {
            problem("seat " + seat + " has " + s.bp(seat) + " BP, but after " + divisions + " cell divisions a player"
                    + " has at most " + most + " (" + board.startingBp() + " at the start and "
                    + SoupLimits.BP_PER_DIVISION + " in each)");
        }
    }

    private void marker(int seat) {
        int at = s.score(seat);
        List<Integer> starts = board.ladder().startSpaces(players);
        boolean chosen = at > 0;
        if (phase() == Phase.SETUP_START_SPACE) {
            int index = s.startOrder().indexOf(seat);
            boolean due = index < SoupStates.turnIndex(s);
            if (due != chosen) {
                problem("seat " + seat + (chosen ? " has chosen a start space before its turn to"
                        : " has no start space, but its turn to choose one has passed"));
                return;
            }
        } else if (!chosen) {
            problem("seat " + seat + " has no marker on the ladder after the start spaces were chosen");
            return;
        }
        if (chosen && s.round() == 0 && !starts.contains(at)) {
            problem("seat " + seat + "'s marker is on ladder space " + at + " during the setup; with " + players
                    + " players the start spaces are " + starts);
        }
        if (phase() != Phase.GAME_OVER && board.ladder().inFinishZone(at)) {
            problem("seat " + seat + "'s marker is on ladder space " + at + ", in the finish zone, but the game"
                    + " is not over (it ends after the scoring that brings a marker there)");
        }
        int furthest = SoupLimits.maxLadder(board, players);
        if (at > furthest) {
            problem("seat " + seat + "'s marker is on ladder space " + at + "; no marker gets beyond " + furthest);
        }
    }

    private boolean anyInFinishZone() {
        for (int seat = 0; seat < players; seat++) {
            if (board.ladder().inFinishZone(s.score(seat))) {
                return true;
            }
        }
        return false;
    }

    private void genes() {
        for (Gene g : board.genes()) {
            int owners = 0;
            for (int seat = 0; seat < players; seat++) {
                if (s.owns(seat, g.index())) {
                    owners++;
                    since(seat, g);
                }
            }
            int cards = g.cards(players);
            if (cards == 0) {
                if (owners > 0) {
                    problem(g.name() + " is owned, but it is not in the game with " + players + " players");
                }
                continue;
            }
            int inPool = pool.getOrDefault(g.index(), 0);
            if (owners + inPool != cards) {
                problem(g.name() + ": " + owners + " owned and " + inPool + " in the pool, but the game with "
                        + players + " players has " + cards);
            }
        }
        for (int seat = 0; seat < players; seat++) {
            for (Gene advanced : board.advancedGenes()) {
                if (!s.owns(seat, advanced.index())) {
                    continue;
                }
                List<String> kept = new ArrayList<>();
                for (String lower : advanced.givesUpOneOf()) {
                    if (s.owns(seat, board.gene(lower).index())) {
                        kept.add(lower);
                    }
                }
                int gaveUp = PhaseSteps.gaveUp(s, seat, advanced.index());
                if (gaveUp < 0 || !advanced.givesUpOneOf().contains(board.gene(gaveUp).name())) {
                    problem("seat " + seat + " owns " + advanced.name() + ", bought by giving up "
                            + (gaveUp < 0 ? "nothing" : board.gene(gaveUp).name()) + ", but it costs "
                            + String.join(" or ", advanced.givesUpOneOf()));
                } else if (s.owns(seat, gaveUp)) {
                    problem("seat " + seat + " owns " + board.gene(gaveUp).name() + ", which it gave up for "
                            + advanced.name() + " and cannot buy again while it owns " + advanced.name());
                }
                if (kept.size() >= advanced.givesUpOneOf().size()) {
                    problem("seat " + seat + " owns " + advanced.name() + " and " + String.join(" and ", kept)
                            + ", but buying " + advanced.name() + " gave up " + String.join(" or ",
                            advanced.givesUpOneOf()));
                }
            }
        }
    }

    /** A gene is bought in phase 3 of a round that has come; an advanced one needs its lower gene from before. */
    private void since(int seat, Gene g) {
        int since = s.ownedSince(seat, g.index());
        if (phase().isSetup()) {
            problem("seat " + seat + " owns " + g.name() + " during the setup");
            return;
        }
        int latest = phase().ordinal() < Phase.NEW_GENES.ordinal() ? s.round() - 1 : s.round();
        if (since > latest) {
            problem("seat " + seat + " bought " + g.name() + " in round " + since + ", but in round " + s.round()
                    + " " + phaseName() + " the last purchase was in round " + latest);
        }
        if (g.advanced() && since < 2) {
            problem("seat " + seat + " bought " + g.name() + " in round " + since + ", but an advanced gene needs its"
                    + " lower gene held since an earlier round");
        }
    }

    private void amoebas() {
        for (int seat = 0; seat < players; seat++) {
            int limit = maxDamage(seat);
            for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
                if (phase().isSetup() && SoupStates.actedMask(s, seat) != 0) {
                    problem("seat " + seat + " has amoebas that acted this round during the setup");
                    break;
                }
                if (!phase().isSetup() && s.onBoard(seat, n) && s.damage(seat, n) > limit) {
                    problem("seat " + seat + "'s amoeba " + n + " has " + s.damage(seat, n) + " damage points, but in "
                            + phaseName() + " an amoeba of seat " + seat + " has at most " + limit);
                }
            }
        }
        if (phase().isSetup()) {
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                if (s.amoebasAt(space) > 1) {
                    problem("space " + (space + 1) + " holds " + s.amoebasAt(space) + " amoebas during the setup,"
                            + " which places at most one on each space");
                }
            }
        }
    }

    /**
     * The most damage an amoeba can carry now (ruling 21: it dies in phase 5 at 2, at 3 with Life
     * Expectancy, judged with the genes held then). Phase 1 may add one point by starving; Life
     * Expectancy may be given up in phase 2, leaving 3 points until phase 5; after the deaths every
     * amoeba is below its limit.
     */
    private int maxDamage(int seat) {
        boolean lifeExpectancy = owns(seat, "Life Expectancy");
        int limit = lifeExpectancy ? LIFE_EXPECTANCY_LIMIT : DAMAGE_LIMIT;
        return switch (phase()) {
            case MOVEMENT_AND_FEEDING -> limit;
            case ENVIRONMENT_AND_GENE_DEFECTS, NEW_GENES, CELL_DIVISION -> LIFE_EXPECTANCY_LIMIT;
            default -> limit - 1;
        };
    }

    private boolean owns(int seat, String gene) {
        Gene g = board.gene(gene);
        return g != null && s.owns(seat, g.index());
    }

    private void food() {
        for (int c = 0; c < players; c++) {
            long onBoard = 0;
            for (int space = 0; space < SoupBoard.SPACES; space++) {
                onBoard += s.food(space, c);
                if (phase().isSetup() && s.food(space, c) != board.cubesPerSpaceAtSetup()) {
                    problem("space " + (space + 1) + " has " + s.food(space, c) + " cubes of colour " + c
                            + " during the setup; every space has " + board.cubesPerSpaceAtSetup() + " of each");
                }
            }
            // Cubes carried with Tentacle are on neither until the movement ends.
            int carried = steps.mover() == null ? 0 : steps.mover().carried().get(c);
            long total = onBoard + s.supply(c) + carried;
            if (total != board.cubesPerColour()) {
                problem("colour " + c + " has " + total + " cubes (" + onBoard + " on the board, " + s.supply(c)
                        + " in the supply" + (carried > 0 ? ", " + carried + " carried" : "") + "); every colour has "
                        + board.cubesPerColour());
            }
        }
    }

    private void environment() {
        int cards = board.environmentCards().size();
        boolean[] seen = new boolean[cards];
        seen[s.environmentIndex()] = true;
        for (int card : s.deckTopFirst()) {
            if (seen[card]) {
                problem("environment card " + (card + 1) + (card == s.environmentIndex() ? " is both face up and in"
                        + " the deck" : " is twice in the deck"));
            }
            seen[card] = true;
        }
        // One card is face up from the setup and one more is turned in phase 2 of each round.
        int turned = s.round() == 0 ? 0 : phase() == Phase.MOVEMENT_AND_FEEDING ? s.round() - 1 : s.round();
        int expected = cards - 1 - turned;
        if (s.deckSize() != expected) {
            problem(s.deckSize() + " environment cards are face down in round " + s.round() + " " + phaseName()
                    + "; there should be " + expected + " (one face up from the setup and one turned in each phase 2)");
        }
    }

    /** Whose turn it is: the seat at the turn index of the phase's order; the setup's steps by what is placed. */
    private void turn() {
        if (phase() == Phase.GAME_OVER) {
            return;
        }
        int index = SoupStates.turnIndex(s);
        int current = SoupStates.currentField(s);
        int actor = SoupStates.actorField(s);
        int[] order = switch (phase()) {
            case SETUP_START_SPACE -> s.startOrder().stream().mapToInt(Integer::intValue).toArray();
            case SETUP_FIRST_AMOEBA, MOVEMENT_AND_FEEDING -> s.ascending();
            default -> s.descending();
        };
        String orderName = switch (phase()) {
            case SETUP_START_SPACE -> "start order";
            case SETUP_FIRST_AMOEBA, MOVEMENT_AND_FEEDING -> "ascending order";
            default -> "descending order";
        };
        if (order[index] != current) {
            problem("seat " + current + " is on turn in " + phaseName() + ", but place " + index + " of its "
                    + orderName + " " + Arrays.toString(order) + " is seat " + order[index]);
        }
        boolean answersAllowed = phase() == Phase.MOVEMENT_AND_FEEDING || phase() == Phase.DEATHS;
        if (!answersAllowed && actor != current) {
            problem("seat " + actor + " is to decide in " + phaseName() + ", where only the seat on turn ("
                    + current + ") decides");
        }
        int amoeba = s.amoeba();
        if (phase().isSetup() && amoeba != 0) {
            problem("amoeba " + amoeba + " is acting during the setup");
        }
        if (phase() == Phase.MOVEMENT_AND_FEEDING && amoeba != 0 && !s.onBoard(current, amoeba)) {
            problem("amoeba " + amoeba + " of seat " + current + " is acting in phase 1, but it is not on the board");
        }
        if (phase() == Phase.SETUP_FIRST_AMOEBA || phase() == Phase.SETUP_SECOND_AMOEBA) {
            placements(order, index);
        }
    }

    /** In the two placements of the setup: who has placed how many amoebas, and the damage of the first. */
    private void placements(int[] order, int index) {
        boolean second = phase() == Phase.SETUP_SECOND_AMOEBA;
        int firstDamage = players == 4 ? 1 : 0;
        for (int i = 0; i < players; i++) {
            int seat = order[i];
            int expected = (second ? 2 : 1) - (i < index ? 0 : 1);
            if (s.amoebasOnBoard(seat) != expected) {
                problem("seat " + seat + " has " + s.amoebasOnBoard(seat) + " amoebas on the board in " + phase()
                        + "; at place " + i + " of the order, with seat " + order[index] + " on turn, it has placed "
                        + expected);
                continue;
            }
            int damaged = 0;
            long damage = 0;
            for (int n = 1; n <= s.amoebasPerPlayer(); n++) {
                damage += s.damage(seat, n);
                damaged += s.damage(seat, n) > 0 ? 1 : 0;
            }
            if (damage != (long) firstDamage * Math.min(1, expected) || damaged > 1) {
                problem("seat " + seat + "'s amoebas have " + damage + " damage points during the setup; with "
                        + players + " players the first amoeba gets " + firstDamage + " and the second none");
            }
        }
    }
}
