package org.ichto.soup.ui.interact;

import org.ichto.shell.game.Seat;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.board.Direction;
import org.ichto.soup.board.SoupBoard;
import org.ichto.soup.rules.Await;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Clicks turned into decisions: only what the rules list, every listed decision reachable, the rules' reasons for the rest. */
class SoupClicksTest {
    private static final List<Seat> SEATS = List.of(Seat.human("Anna", "red"), Seat.human("Bert", "blue"),
            Seat.human("Carl", "yellow"), Seat.human("Dora", "green"));

    private static SoupClicks clicks(SoupState s) {
        SoupView v = SoupView.of(s, s.actor());
        return new SoupClicks(v.state(), v.legal());
    }

    @Test
    void theStartSpacesAreTheLaddersFreeStartSpaces() {
        SoupState s = SoupRules.newGame(SoupFixtures.BOARD, 4, 4);
        SoupClicks c = clicks(s);
        assertThat(c.kind()).isEqualTo(SoupClicks.Kind.START_SPACE);
        assertThat(c.ladderTargets()).containsExactly(1, 2, 3, 4);
        assertThat(c.targets()).isEmpty();
        assertThat(c.clickLadder(2)).isEqualTo(new Click.Play(new SoupDecision.ChooseStartSpace(2)));
        assertThat(c.clickLadder(9)).isEqualTo(Click.Refused.rules(
                "ladder space 9 is not a start space: with 4 players the start spaces are 1-4"));
        assertThat(c.clickSpace(3)).isEqualTo(Click.Refused.words("refuse.ladderNow"));
        SoupState next = SoupRules.apply(s, new SoupDecision.ChooseStartSpace(2));
        assertThat(clicks(next).ladderTargets()).containsExactly(1, 3, 4);
    }

    @Test
    void aPlacementGoesOnAnEmptySpaceWithTheNumberThePlayerPicked() {
        List<SoupState> setup = SoupFixtures.setup(4, 4);
        SoupState first = setup.stream().filter(s -> s.phase() == Phase.SETUP_FIRST_AMOEBA).findFirst().orElseThrow();
        SoupClicks c = clicks(first);
        assertThat(c.kind()).isEqualTo(SoupClicks.Kind.PLACE);
        assertThat(c.number()).isEqualTo(1);
        assertThat(c.numbers()).containsExactly(1, 2, 3, 4, 5, 6, 7);
        assertThat(c.targets()).hasSize(SoupBoard.SPACES);
        assertThat(c.clickSpace(4)).isEqualTo(new Click.Play(new SoupDecision.PlaceAmoeba(1, 4)));
        c.setNumber(5);
        assertThat(c.clickSpace(4)).isEqualTo(new Click.Play(new SoupDecision.PlaceAmoeba(5, 4)));

        SoupState second = SoupRules.apply(first, new SoupDecision.PlaceAmoeba(1, 4));
        SoupClicks d = clicks(second);
        assertThat(d.targets()).hasSize(SoupBoard.SPACES - 1).doesNotContain(4);
        Click refused = d.clickSpace(4);
        assertThat(refused).isInstanceOf(Click.Refused.class);
        assertThat(((Click.Refused) refused).why()).isEqualTo(
                "space 05 already holds an amoeba: during the setup no space may hold more than one");
        assertThat(d.clickLadder(3)).isEqualTo(Click.Refused.words("refuse.soupNow"));
    }

    /** Over whole random games: every click on a marked space plays a listed decision; every other click is refused. */
    @Test
    void everyMarkedPlacePlaysAListedDecisionAndEveryOtherClickIsRefused() {
        Set<SoupClicks.Kind> kinds = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            for (SoupState s : SoupFixtures.randomGame(3 + (int) (seed % 2), seed).states()) {
                if (s.isOver()) {
                    continue;
                }
                SoupView v = SoupView.of(s, s.actor());
                List<SoupDecision> legal = v.legal();
                SoupClicks c = new SoupClicks(v.state(), legal);
                kinds.add(c.kind());
                for (int space = 0; space < SoupBoard.SPACES; space++) {
                    Click click = c.clickSpace(space);
                    if (c.targets().contains(space)) {
                        assertThat(click).isInstanceOf(Click.Play.class);
                        assertThat(legal).contains(((Click.Play) click).decision());
                    } else {
                        assertThat(click).as("space %d in %s", space, s).isInstanceOf(Click.Refused.class);
                    }
                }
                for (int ls : c.ladderTargets()) {
                    assertThat(legal).contains(((Click.Play) c.clickLadder(ls)).decision());
                }
                // Every placement, division and direction the rules list is a click away (with its number).
                for (SoupDecision d : legal) {
                    if (d instanceof SoupDecision.PlaceAmoeba p) {
                        c.setNumber(p.number());
                        assertThat(c.clickSpace(p.space())).isEqualTo(new Click.Play(d));
                    } else if (d instanceof SoupDecision.Divide p) {
                        c.setNumber(p.number());
                        assertThat(c.clickSpace(p.space())).isEqualTo(new Click.Play(d));
                    } else if (d instanceof SoupDecision.ChooseDirection dir && dir.direction() != null
                            && s.board().neighbour(s.stepFrom(), dir.direction()) >= 0) {
                        assertThat(c.clickSpace(s.board().neighbour(s.stepFrom(), dir.direction())))
                                .isEqualTo(new Click.Play(d));
                    }
                }
            }
        }
        assertThat(kinds).contains(SoupClicks.Kind.START_SPACE, SoupClicks.Kind.PLACE, SoupClicks.Kind.DIVIDE,
                SoupClicks.Kind.NONE);
    }

    /**
     * Every decision the rules list that is not a click on the board, a count of cubes or a gene bought on its
     * card has one button, with a name of its own, in both languages.
     */
    @Test
    void everyListedDecisionThatIsNoClickHasOneButton() {
        Set<Await> awaits = new HashSet<>();
        for (long seed = 1; seed <= 6; seed++) {
            for (SoupState s : SoupFixtures.randomGame(3 + (int) (seed % 2), seed).states()) {
                if (s.isOver()) {
                    continue;
                }
                SoupView v = SoupView.of(s, s.actor());
                List<SoupDecision> legal = v.legal();
                awaits.add(s.await());
                for (Locale l : List.of(Locale.ENGLISH, Locale.forLanguageTag("nl"))) {
                    List<Choices.Choice> choices = new Choices(v.state(), SEATS.subList(0, s.players()),
                            SoupTexts.of(l)).of(legal);
                    long buttons = legal.stream().filter(d -> !(d instanceof SoupDecision.PlaceAmoeba
                            || d instanceof SoupDecision.Divide || d instanceof SoupDecision.TakeCubes
                            || d instanceof SoupDecision.BuyGene)).count();
                    assertThat(choices).hasSize((int) buttons);
                    assertThat(choices.stream().map(Choices.Choice::name).distinct()).hasSize(choices.size());
                    assertThat(choices).allSatisfy(ch -> {
                        assertThat(ch.label()).isNotBlank();
                        assertThat(legal).contains(ch.decision());
                    });
                }
            }
        }
        assertThat(awaits).contains(Await.ACTION, Await.FEED, Await.PURCHASE, Await.DIVISION);
    }

    @Test
    void aDirectionIsTheNeighbourClickedAndTheButtonsSayWhereEachLeads() {
        for (long seed = 1; seed <= 40; seed++) {
            for (SoupState s : SoupFixtures.randomGame(4, seed).states()) {
                if (s.isOver() || s.await() != Await.DIRECTION || !s.phase().ofRound()) {
                    continue;
                }
                SoupView v = SoupView.of(s, s.actor());
                SoupClicks c = new SoupClicks(v.state(), v.legal());
                assertThat(c.kind()).isEqualTo(SoupClicks.Kind.DIRECTION);
                for (Direction d : Direction.values()) {
                    int to = s.board().neighbour(s.stepFrom(), d);
                    if (to >= 0) {
                        assertThat(c.targets()).contains(to);
                    }
                }
                List<Choices.Choice> buttons = new Choices(v.state(), SEATS, SoupTexts.of(Locale.ENGLISH)).of(v.legal());
                assertThat(buttons).extracting(Choices.Choice::name).contains("direction.north", "direction.east",
                        "direction.south", "direction.west");
                return;
            }
        }
        throw new AssertionError("no direction to choose in 40 random games");
    }
}
