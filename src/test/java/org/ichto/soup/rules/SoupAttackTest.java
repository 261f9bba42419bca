package org.ichto.soup.rules;

import org.ichto.soup.board.Direction;
import org.ichto.soup.rules.SoupDecision.Attack;
import org.ichto.soup.rules.SoupDecision.Cling;
import org.ichto.soup.rules.SoupDecision.Defend;
import org.ichto.soup.rules.SoupDecision.Escape;
import org.ichto.soup.rules.SoupDecision.Feed;
import org.ichto.soup.rules.SoupDecision.GiveIn;
import org.ichto.soup.rules.SoupDecision.StayPut;
import org.ichto.soup.rules.SoupDecision.Starve;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.soup.rules.Soups.at;
import static org.ichto.soup.rules.Soups.cubes;
import static org.ichto.soup.rules.Soups.play;

/** Struggle for Survival with Defense, Escape, Armor, Persistence and Holding (rulings 15-17). */
class SoupAttackTest {

    /**
     * Seat 0's amoeba 1 (Struggle for Survival, Holding) and seat 1's amoeba 1 on space 3, which holds no
     * food; seat 0 has stayed put and would starve. Seat 0's amoeba 2 on space 10 keeps the phase going.
     */
    private static SoupState hungry(String[] attackerGenes, String... victimGenes) {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 0, 2, 10);
        Soups.put(s, 1, 1, 3);
        Soups.genes(s, 0, "Struggle for Survival", "Holding");
        Soups.genes(s, 0, attackerGenes);
        Soups.genes(s, 1, victimGenes);
        Soups.food(s, 3, 0, 0, 0, 0);
        Soups.drift(s, Direction.NORTH);
        return play(Soups.turn(s, 0, 1), new StayPut());
    }

    private static SoupState hungry(String... victimGenes) {
        return hungry(new String[0], victimGenes);
    }

    @Test
    void anAmoebaThatWouldStarveMayAttackAnotherOnItsSpaceForOneBp() {
        SoupState s = hungry();
        assertThat(SoupRules.legal(s)).containsExactly(new Starve(), new Attack(1, 1));
        List<SoupEvent> events = new ArrayList<>();
        s = SoupRules.apply(s, new Attack(1, 1), events::add);
        assertThat(s.bp(0)).isEqualTo(3);
        assertThat(s.onBoard(1, 1)).isFalse();
        // Violent death: one cube of each colour on the space; the attacker has fed and excretes nothing.
        for (int c = 0; c < 4; c++) {
            assertThat(s.food(Soups.sp(3), c)).isEqualTo(1);
        }
        assertThat(s.damage(0, 1)).isZero();
        assertThat(s.hasActed(0, 1)).isTrue();
        assertThat(events).contains(new SoupEvent.Killed(1, 1, Soups.sp(3), true, cubes(1, 1, 1, 1)));
    }

    @Test
    void anAmoebaMayAttackOneOfItsOwnColourButNotItself() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 0, 2, 3);
        Soups.genes(s, 0, "Struggle for Survival", "Holding");
        Soups.food(s, 3, 0, 0, 0, 0);
        s = play(Soups.turn(s, 0, 1), new StayPut());
        assertThat(SoupRules.legal(s)).contains(new Attack(0, 2)).doesNotContain(new Attack(0, 1));
        assertThat(SoupRules.whyIllegal(s, new Attack(0, 1))).isEqualTo("an amoeba cannot attack itself");
    }

    @Test
    void noAttackWhenTheAmoebaCanFeedOrHasNoBpOrHasTriedThisRound() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 1, 1, 3);
        Soups.genes(s, 0, "Struggle for Survival", "Holding", "Frugality");
        s = play(Soups.turn(s, 0, 1), new StayPut());
        assertThat(SoupRules.whyIllegal(s, new Attack(1, 1)))
                .isEqualTo("an amoeba attacks only when it would starve, and this one can feed in the ordinary way");
        s = hungry();
        s.bp[0] = 0;
        s.legal = null;
        assertThat(SoupRules.whyIllegal(s, new Attack(1, 1))).isEqualTo("an attack costs 1 BP and seat 0 has none");
        s = hungry();
        s.struggled[0] = 1;
        s.legal = null;
        assertThat(SoupRules.whyIllegal(s, new Attack(1, 1)))
                .isEqualTo("each amoeba may try Struggle for Survival once a round");
        s = hungry();
        Soups.genes(s, 0, "Streamlining");
        s.geneSince[Soups.gene("Struggle for Survival")] = 0;
        s.legal = null;
        assertThat(SoupRules.whyIllegal(s, new Attack(1, 1)))
                .isEqualTo("only an amoeba with Struggle for Survival (or Aggression) may attack in phase 1");
    }

    @Test
    void aggressionIncludesStruggleForSurvival() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 1, 1, 3);
        Soups.genes(s, 0, "Aggression", "Holding");
        Soups.food(s, 3, 0, 0, 0, 0);
        s = play(Soups.turn(s, 0, 1), new StayPut());
        assertThat(SoupRules.legal(s)).contains(new Attack(1, 1));
    }

    @Test
    void anAmoebaWithArmorCannotBeAttackedInPhaseOne() {
        SoupState s = hungry("Armor");
        assertThat(s.damage(0, 1)).as("its only way was to starve").isEqualTo(1);
        s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 1, 1, 3);
        Soups.put(s, 2, 1, 3);
        Soups.genes(s, 0, "Struggle for Survival", "Holding");
        Soups.genes(s, 1, "Armor");
        Soups.food(s, 3, 0, 0, 0, 0);
        s = play(Soups.turn(s, 0, 1), new StayPut());
        assertThat(SoupRules.legal(s)).containsExactly(new Starve(), new Attack(2, 1));
        assertThat(SoupRules.whyIllegal(s, new Attack(1, 1))).isEqualTo("an amoeba with Armor cannot be attacked in phase 1");
    }

    @Test
    void defenseTurnsTheAttackIntoAFightTheHigherDieWinsAndTiesAreRolledAgain() {
        SoupState s = hungry("Defense");
        s = play(s, new Attack(1, 1));
        assertThat(s.await()).isEqualTo(Await.ANSWER);
        assertThat(s.actor()).as("the victim's owner answers").isEqualTo(1);
        assertThat(SoupRules.legal(s)).containsExactly(new Defend(), new GiveIn());
        // The victim wins: the attacker starves.
        Soups.rolls(s, 2, 5);
        SoupState won = play(s, new Defend());
        assertThat(won.bp(1)).isEqualTo(3);
        assertThat(won.onBoard(1, 1)).isTrue();
        assertThat(won.damage(0, 1)).isEqualTo(1);
        // A tie is rolled again; then the attacker wins and eats the victim.
        Soups.rolls(s, 3, 3, 6, 1);
        List<SoupEvent> events = new ArrayList<>();
        SoupState lost = SoupRules.apply(s, new Defend(), events::add);
        assertThat(events).contains(new SoupEvent.Fought(6, 1, true));
        assertThat(lost.onBoard(1, 1)).isFalse();
        assertThat(lost.damage(0, 1)).isZero();
    }

    @Test
    void escapeMovesTheVictimAwayAndTheAttackFails() {
        SoupState s = play(hungry("Escape"), new Attack(1, 1));
        assertThat(SoupRules.legal(s)).containsExactly(new Escape(), new GiveIn());
        Soups.rolls(s, 3);
        // The attacker holds Holding and is asked whether it clings on; it lets go.
        s = play(s, new Escape(), new Cling(1, false));
        assertThat(at(s, 1, 1)).isEqualTo(4);
        assertThat(s.bp(1)).as("escaping costs 1 BP").isEqualTo(3);
        assertThat(s.damage(0, 1)).as("the attacker starves").isEqualTo(1);
    }

    @Test
    void anEscapeThatEndsWhereItBeganLetsTheAttackGoOnAndDefenseMayStillBeUsed() {
        SoupState s = play(hungry("Escape", "Defense"), new Attack(1, 1));
        Soups.rolls(s, 5);
        s = play(s, new Escape());
        assertThat(at(s, 1, 1)).isEqualTo(3);
        assertThat(s.await()).isEqualTo(Await.ANSWER);
        assertThat(SoupRules.legal(s)).containsExactly(new Defend(), new GiveIn());
        assertThat(SoupRules.whyIllegal(s, new Escape())).isEqualTo("Escape was used against this attack");
        assertThat(play(s, new GiveIn()).onBoard(1, 1)).isFalse();
    }

    @Test
    void aLostFightDoesNotEndTheAttackWhileEscapeRemains() {
        SoupState s = play(hungry("Escape", "Defense"), new Attack(1, 1));
        Soups.rolls(s, 6, 1);
        s = play(s, new Defend());
        assertThat(s.onBoard(1, 1)).isTrue();
        assertThat(SoupRules.legal(s)).containsExactly(new Escape(), new GiveIn());
    }

    @Test
    void withStreamliningEscapeIsFree() {
        SoupState s = play(hungry("Escape", "Streamlining"), new Attack(1, 1));
        s.bp[1] = 0;
        s.legal = null;
        Soups.rolls(s, 3);
        s = play(s, new Escape(), new Cling(1, false));
        assertThat(s.bp(1)).isZero();
        assertThat(at(s, 1, 1)).isEqualTo(4);
    }

    @Test
    void anAttackerThatClingsOnToItsEscapingVictimEndsTheAttackAndFeedsWhereItWasCarried() {
        SoupState s = play(hungry("Escape"), new Attack(1, 1));
        Soups.rolls(s, 3);
        s = play(s, new Escape());
        assertThat(s.await()).isEqualTo(Await.CLING);
        assertThat(s.actor()).isZero();
        s = play(s, new Cling(1, true));
        assertThat(at(s, 0, 1)).isEqualTo(4);
        assertThat(at(s, 1, 1)).isEqualTo(4);
        // FAQ: the attack ends; the attacker feeds on the new space (2 cubes of each colour there).
        assertThat(s.onBoard(1, 1)).isTrue();
        assertThat(s.damage(0, 1)).isZero();
        assertThat(s.food(Soups.sp(4), 1)).isEqualTo(1);
        assertThat(s.food(Soups.sp(4), 0)).isEqualTo(4);
    }

    @Test
    void persistenceGivesAFreeSecondAttemptAfterAFailedAttack() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 0, 2, 10);
        Soups.put(s, 1, 1, 3);
        Soups.put(s, 2, 1, 3);
        Soups.genes(s, 0, "Struggle for Survival", "Holding", "Persistence");
        Soups.genes(s, 1, "Defense");
        Soups.food(s, 3, 0, 0, 0, 0);
        s = play(Soups.turn(s, 0, 1), new StayPut(), new Attack(1, 1));
        Soups.rolls(s, 1, 6);
        s = play(s, new Defend());
        assertThat(s.await()).isEqualTo(Await.FEED);
        assertThat(s.feedMode()).isEqualTo(1);
        assertThat(SoupRules.legal(s)).containsExactly(new Starve(), new Attack(1, 1), new Attack(2, 1));
        assertThat(SoupRules.whyIllegal(s, new Feed(cubes(0, 1, 1, 1), -1)))
                .isEqualTo("after a failed attack the amoeba attacks again (Persistence) or starves");
        SoupState again = play(s, new Attack(2, 1));
        assertThat(again.bp(0)).as("the second attempt is free").isEqualTo(3);
        assertThat(again.onBoard(2, 1)).isFalse();
    }

    @Test
    void persistenceLetsTheDefenderFightASecondTime() {
        SoupState s = play(hungry("Defense", "Persistence"), new Attack(1, 1));
        Soups.rolls(s, 6, 1);
        s = play(s, new Defend());
        assertThat(SoupRules.legal(s)).containsExactly(new Defend(), new GiveIn());
        Soups.rolls(s, 1, 2);
        s = play(s, new Defend());
        assertThat(s.bp(1)).as("the second fight is free").isEqualTo(3);
        assertThat(s.onBoard(1, 1)).isTrue();
        assertThat(s.damage(0, 1)).isEqualTo(1);
    }

    @Test
    void defenseAndEscapeCanBeUsedAgainstEveryAttackOfTheRound() {
        // FAQ: only Aggression's kill is limited to once a round.
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 0, 2, 3);
        Soups.put(s, 1, 1, 3);
        Soups.genes(s, 0, "Struggle for Survival", "Holding");
        Soups.genes(s, 1, "Defense");
        Soups.food(s, 3, 0, 0, 0, 0);
        s = play(Soups.turn(s, 0, 1), new StayPut(), new Attack(1, 1));
        Soups.rolls(s, 1, 6);
        s = play(s, new Defend(), new StayPut(), new Attack(1, 1));
        assertThat(SoupRules.legal(s)).contains(new Defend());
    }
}
