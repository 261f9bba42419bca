package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Preparation (rules 1.1-1.8, rulings 1-3, 14). */
class SetupTest {

    private static void assertCounts(int players, int landEach, int reserveEach, int extraChips, int display) {
        for (long seed = 1; seed <= 25; seed++) {
            GameState s = UrlandGame.newGame(players, seed);
            for (int seat = 0; seat < players; seat++) {
                for (int o = 0; o < Board.OCEANS; o++) {
                    assertThat(s.ichtos(Board.oceanPlace(o), seat)).as("3 in each ocean").isEqualTo(3);
                }
                assertThat(s.onLand(seat)).as("land Ichtos, %d players", players).isEqualTo(landEach);
                assertThat(s.onBoard(seat)).isEqualTo(15 + landEach);
                assertThat(s.reserve(seat)).isEqualTo(reserveEach);
                assertThat(s.onBoard(seat) + s.reserve(seat) + 1).isEqualTo(28);
                assertThat(s.extraChips(seat)).isEqualTo(extraChips);
                assertThat(s.genesOwned(seat)).isZero();
            }
            assertThat(Integer.bitCount(s.eruptedMask())).as("the first volcano").isEqualTo(1);
            assertThat(Integer.bitCount(s.chipsAt(ChipLocation.REMOVED))).isEqualTo(1);
            int shown = 0;
            int inGame = 0;
            for (Gene g : Gene.values()) {
                shown += s.onDisplay(g) ? 1 : 0;
                inGame += s.geneInGame(g) ? 1 : 0;
            }
            assertThat(shown).isEqualTo(display);
            assertThat(s.genePileSize()).isEqualTo(inGame - display);
            assertThat(inGame).isEqualTo(players == 3 ? 9 : 11);
            assertThat(Integer.bitCount(s.chipsAt(ChipLocation.HAND))).isEqualTo(3);
            assertThat(s.deckSize()).as("11 chips - 3 in hand + panic").isEqualTo(9);
            assertThat(s.chipLocation(GameState.PANIC)).isEqualTo(ChipLocation.DECK);
            assertThat(s.deckTopFirst()).contains(GameState.PANIC);
            assertThat(s.phase()).isEqualTo(Phase.CHOOSE_CHIP);
            assertThat(s.epoch()).isEqualTo(1);
            assertThat(s.triggeredSpacesMask()).isZero();
        }
    }

    @Test
    void fourPlayers_4Land_15InOceans_1OnTrack_8InReserve_2ExtraChips_4Genes() {
        assertCounts(4, 4, 8, 2, 4);
    }

    @Test
    void fivePlayers_4Land_15InOceans_1OnTrack_8InReserve_2ExtraChips_4Genes() {
        assertCounts(5, 4, 8, 2, 4);
    }

    @Test
    void threePlayers_5Land_reserve7_1ExtraChip_3Genes_noMusclesNoStinkglands() {
        assertCounts(3, 5, 7, 1, 3);
        GameState s = UrlandGame.newGame(3, 7);
        assertThat(s.geneInGame(Gene.MUSCLES)).isFalse();
        assertThat(s.geneInGame(Gene.STINKGLANDS)).isFalse();
    }

    /** The chips dealt in setup 4, read from the same seeded generator: the first volcano, then 2 (3) each. */
    private static int[][] dealt(int players, long seed, GameState s) {
        int[] chips = new int[Board.AREAS];
        for (int i = 0; i < chips.length; i++) {
            chips[i] = i + 1;
        }
        new SeededRandom(seed).shuffle(chips, chips.length);
        assertThat(s.eruptedMask()).as("the generator read as setup reads it").isEqualTo(1 << (chips[0] - 1));
        int per = players == 3 ? 3 : 2;
        int[][] d = new int[players][per];
        for (int seat = 0; seat < players; seat++) {
            for (int k = 0; k < per; k++) {
                d[seat][k] = chips[1 + seat * per + k];
                assertThat(s.ichtos(s.regionOf(d[seat][k] - 1), seat)).as("an Ichto on each chip dealt")
                        .isPositive();
            }
        }
        return d;
    }

    @Test
    void startPlayerIsTheOneDealtTheHighestChip_onSpace1_thenCounterClockwise() {
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 30; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                int[][] d = dealt(players, seed, s);
                int start = 0;
                int highest = 0;
                for (int seat = 0; seat < players; seat++) {
                    for (int chip : d[seat]) {
                        if (chip > highest) {
                            highest = chip;
                            start = seat;
                        }
                    }
                }
                assertThat(s.track(start)).as("start player, seed %d", seed).isEqualTo(1);
                for (int i = 1; i < players; i++) {
                    int rightward = ((start - i) % players + players) % players;
                    assertThat(s.track(rightward)).as("seat %d to the right", i).isEqualTo(1 + i);
                }
                assertThat(s.environmentPlayer()).isEqualTo(start);
                assertThat(s.actor()).isEqualTo(start);
                int hand = s.chipsAt(ChipLocation.HAND);
                assertThat(s.knownChips(start) & hand).as("the start player looks at the 3").isEqualTo(hand);
            }
        }
    }

    @Test
    void chipsArePassedToBothNeighbours_andPlacedOnAgain() {
        for (int players = 3; players <= 5; players++) {
            for (long seed = 1; seed <= 20; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                int[][] d = dealt(players, seed, s);
                int land = 0;
                for (int r = 0; r < Board.AREAS; r++) {
                    land += s.ichtosAt(r);
                }
                assertThat(land).isEqualTo(players == 3 ? 15 : 4 * players);
                for (int seat = 0; seat < players; seat++) {
                    int left = (seat + 1) % players;
                    int right = (seat + players - 1) % players;
                    int passedOn = 0;
                    for (int chip : d[seat]) {
                        int region = s.regionOf(chip - 1);
                        if (s.ichtos(region, left) > 0 || s.ichtos(region, right) > 0) {
                            passedOn++;
                        }
                    }
                    assertThat(passedOn).as("chips of seat %d that a neighbour placed on", seat)
                            .isGreaterThanOrEqualTo(2);
                }
            }
        }
    }

    @Test
    void theSameSeed_theSameGame() {
        assertThat(UrlandGame.newGame(4, 99)).isEqualTo(UrlandGame.newGame(4, 99));
        assertThat(UrlandGame.newGame(4, 99)).isNotEqualTo(UrlandGame.newGame(4, 100));
    }
}
